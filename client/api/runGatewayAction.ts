import type { ActionResult } from '../../schemas/api.ts'
import { CSRF_HEADER } from '../../schemas/constants.ts'
import { readStoredLanguage } from '../lib/language.ts'
import { requestGateway, schemaParser } from './request.ts'

/** POST /api/actions/:name; resolves with `{ ok, data?, then? }` or throws a GatewayError. */
export function runGatewayAction(name: string, body: Record<string, unknown> = {}): Promise<ActionResult> {
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
