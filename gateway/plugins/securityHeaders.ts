import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  // The lottery launcher frames the gateway's own /lotto/ pages.
  frameSrc: ["'self'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
}

/**
 * Helmet's headers on every answer, the CSP's img-src from the media policy. Helmet's answer does not depend on the
 * request, so it is asked once, here, and its headers are set again as they are on each request: @fastify/helmet built
 * the middleware again on every request (parsing the CSP directives each time), a tenth of a warm home's CPU, and
 * running helmet's thirteen middlewares on each request was still a few µs of every answer.
 */
async function securityHeadersPlugin(app: FastifyInstance, options: { imgSrc: readonly string[] }): Promise<void> {
  const apply = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { ...CSP, imgSrc: [...options.imgSrc] } },
    // helmet's default SAMEORIGIN would contradict frame-ancestors 'none' for browsers that read only this header.
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
  })
  const { names, values, removed } = await helmetHeaders(apply)
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw
    for (const name of removed) raw.removeHeader(name)
    for (let i = 0; i < names.length; i++) raw.setHeader(names[i] as string, values[i] as string)
    done()
  })
}

type Helmet = ReturnType<typeof helmet>

/** What helmet does to an answer: the headers it sets (names and values, in its order) and those it removes. */
function helmetHeaders(apply: Helmet): Promise<{ names: string[]; values: string[]; removed: string[] }> {
  const headers = { names: [] as string[], values: [] as string[], removed: [] as string[] }
  const answer = {
    setHeader: (name: string, value: string) => {
      headers.names.push(name)
      headers.values.push(value)
    },
    removeHeader: (name: string) => headers.removed.push(name),
  }
  return new Promise((resolve, reject) => {
    apply({} as Parameters<Helmet>[0], answer as unknown as Parameters<Helmet>[1], (error?: unknown) => (error ? reject(error as Error) : resolve(headers)))
  })
}

export default fp(securityHeadersPlugin, { name: 'gateway-security-headers', fastify: '5.x' })
