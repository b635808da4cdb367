import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { GwErrors } from '../errors.ts'
import { requestOriginRefusal } from '../plugins/requestOrigin.ts'

/**
 * A beacon of this site's pages (navigator.sendBeacon sends a text/plain body and no custom header; a JSON body is
 * taken too): only this site may send it (Sec-Fetch-Site, Origin), and it is checked whole against its schema.
 */
export function readBeacon<S extends z.ZodType>(request: FastifyRequest, schema: S): z.infer<S> {
  const refusal = requestOriginRefusal(request)
  if (refusal !== undefined) throw new GwErrors.csrf()
  let body: unknown = request.body
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body)
    } catch {
      throw new GwErrors.badRequest('The beacon is not JSON')
    }
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new GwErrors.badRequest(`Invalid beacon: ${parsed.error.issues[0]?.message ?? 'unknown shape'}`)
  return parsed.data
}
