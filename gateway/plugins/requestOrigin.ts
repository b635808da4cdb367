import type { FastifyRequest } from 'fastify'
import { originRefusal, type OriginRefusal } from '../context/sameOrigin.ts'

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value.join(',') : value
}

/** Whether a request comes from this site's own pages (Sec-Fetch-Site, Origin; see originRefusal); why not, else undefined. */
export function requestOriginRefusal(request: FastifyRequest): OriginRefusal | undefined {
  return originRefusal({ origin: header(request, 'origin'), secFetchSite: header(request, 'sec-fetch-site'), protocol: request.protocol, host: request.host })
}
