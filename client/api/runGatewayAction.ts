import type { ActionName } from '../../schemas/api/actionNames.ts'
import type { ActionBody, ActionResultOf } from '../../schemas/api/actions.ts'
import { CSRF_HEADER } from '../../schemas/constants.ts'
import { readStoredLanguage } from '../lib/language.ts'
import { GatewayError } from './gatewayError.ts'
import { requestGateway, schemaParser } from './request.ts'

const sessionEndedListeners = new Set<(message: string | undefined) => void>()

/**
 * Called whenever an action finds that the platform ended the session (the gateway has already dropped its
 * cookies), whichever piece of the page made the call. Returns the unsubscription.
 */
export function onSessionEnded(listener: (message: string | undefined) => void): () => void {
  sessionEndedListeners.add(listener)
  return () => sessionEndedListeners.delete(listener)
}

/** POST /api/actions/:name with a body typed by the action contract; resolves with `{ ok, data?, then? }` or throws a GatewayError. */
export function runGatewayAction<N extends ActionName>(name: N, body: ActionBody<N>): Promise<ActionResultOf<N>> {
  return runAuthoredAction(name, body as Record<string, unknown>) as Promise<ActionResultOf<N>>
}

/**
 * An action whose body the page did not write itself: a layout's `call` or a form the gateway built. The
 * gateway checks the body against the contract; the answer is checked here as for any action.
 */
export async function runAuthoredAction(name: ActionName, body: Record<string, unknown>): Promise<ActionResultOf<ActionName>> {
  try {
    return await send(name, body)
  } catch (error) {
    if (error instanceof GatewayError && error.code === 'GW_AUTH_SESSION_ENDED') for (const listener of sessionEndedListeners) listener(error.userMessage)
    throw error
  }
}

function send(name: ActionName, body: Record<string, unknown>): Promise<ActionResultOf<ActionName>> {
  return requestGateway(
    `/api/actions/${encodeURIComponent(name)}`,
    {
      method: 'POST',
      // The language makes the gateway's refusals (rate limits, form messages) come back in the page's language.
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'fetch', 'x-language': readStoredLanguage() },
      body: JSON.stringify(body),
    },
    schemaParser(import('../../schemas/api/actions.ts').then((m) => m.actionResultSchema(name))) as Promise<
      (json: unknown) => ActionResultOf<ActionName> | undefined
    >,
    'INVALID_ACTION_RESULT',
  )
}
