import type { ActionResult } from '../../schemas/api.ts'
import { CSRF_HEADER } from '../../schemas/constants.ts'
import { readStoredLanguage } from '../lib/language.ts'
import { GatewayError } from './gatewayError.ts'
import { requestGateway, schemaParser } from './request.ts'

const SESSION_ENDED = 'GW_AUTH_SESSION_ENDED'
const sessionEndedListeners = new Set<(message: string | undefined) => void>()

/**
 * Called whenever an action finds that the platform ended the session (the gateway has already dropped its
 * cookies), whichever piece of the page made the call. Returns the unsubscription.
 */
export function onSessionEnded(listener: (message: string | undefined) => void): () => void {
  sessionEndedListeners.add(listener)
  return () => sessionEndedListeners.delete(listener)
}

/** POST /api/actions/:name; resolves with `{ ok, data?, then? }` or throws a GatewayError. */
export async function runGatewayAction(name: string, body: Record<string, unknown> = {}): Promise<ActionResult> {
  try {
    return await send(name, body)
  } catch (error) {
    if (error instanceof GatewayError && error.code === SESSION_ENDED) for (const listener of sessionEndedListeners) listener(error.userMessage)
    throw error
  }
}

function send(name: string, body: Record<string, unknown>): Promise<ActionResult> {
  return requestGateway(
    `/api/actions/${encodeURIComponent(name)}`,
    {
      method: 'POST',
      // The language makes the gateway's refusals (rate limits, form messages) come back in the page's language.
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'fetch', 'x-language': readStoredLanguage() },
      body: JSON.stringify(body),
    },
    schemaParser(import('../../schemas/api.ts').then((m) => m.ActionResultSchema)),
    'INVALID_ACTION_RESULT',
  )
}
