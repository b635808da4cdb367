import type { ActionResult } from '../../schemas/api.ts'
import { errorFromResponse, GatewayError, ignoreRejection, networkError, readJson } from './gatewayError.ts'
import { CSRF_HEADER } from '../../schemas/constants.ts'
import { readStoredLanguage } from '../lib/language.ts'

/** POST /api/actions/:name; resolves with `{ ok, data?, then? }` or throws a GatewayError. */
export async function runGatewayAction(name: string, body: Record<string, unknown> = {}): Promise<ActionResult> {
  const schemas = import('../../schemas/api.ts')
  ignoreRejection(schemas)

  let res: Response
  try {
    res = await fetch(`/api/actions/${encodeURIComponent(name)}`, {
      method: 'POST',
      // The language makes the gateway's refusals (rate limits, form messages) come back in the page's language.
      headers: { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: 'fetch', 'x-language': readStoredLanguage() },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    })
  } catch {
    throw networkError()
  }
  const json = await readJson(res)
  if (!res.ok) throw errorFromResponse(res.status, json)

  const { ActionResultSchema } = await schemas.catch(() => {
    throw networkError()
  })
  const parsed = ActionResultSchema.safeParse(json)
  if (!parsed.success) throw new GatewayError('invalid', res.status, 'INVALID_ACTION_RESULT')
  return parsed.data
}
