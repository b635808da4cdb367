import express, { type Request, type RequestHandler, type Response } from 'express'
import { evidenced, PLATFORM_CATALOGUE, routesOf } from '../../schemas/upstream/catalogue/index.ts'
import { moduleOn, type ModuleId } from '../data/flags.ts'
import { findMemberById, type Member } from '../data/members.ts'
import { errors, sendFailure } from '../envelope.ts'
import { resolveSession, sessionEndedError } from '../middleware/auth.ts'
import type { Session, SimState } from '../state.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
export type EndpointContext = { state: SimState; session: Session | undefined; member: Member | undefined }
export type AuthedContext = EndpointContext & { session: Session; member: Member }
export type Handler<C = EndpointContext> = (req: Request, res: Response, ctx: C) => void | Promise<void>

type Base = {
  methods: readonly Method[]
  path: string
  /** Still served while the merchant is in maintenance. */
  openInMaintenance?: boolean
  /** Read the body as raw text (any content type). */
  rawBody?: boolean
  /** Largest raw body read (default 64kb): applications carry pictures. */
  bodyLimit?: string
  /** White-label modules that must all be on (parents named too); otherwise `function.not.available #543`. */
  modules?: readonly ModuleId[]
}
export type Endpoint = (Base & { auth?: false; handle: Handler }) | (Base & { auth: true; handle: Handler<AuthedContext> })

const textBody = express.text({ type: () => true, limit: '64kb' })
const textBodies = new Map<string, ReturnType<typeof express.text>>()

function readText(req: Request, res: Response, limit: string | undefined): Promise<void> {
  let parser = textBody
  if (limit) {
    parser = textBodies.get(limit) ?? express.text({ type: () => true, limit })
    textBodies.set(limit, parser)
  }
  return new Promise((resolve, reject) => parser(req, res, (err?: unknown) => (err ? reject(err) : resolve())))
}

/** `METHOD path` of every route no public client shows (seeds only, or the simulator's own). */
const UNEVIDENCED = new Set(
  Object.values(PLATFORM_CATALOGUE)
    .flatMap(routesOf)
    .filter((r) => !evidenced(r))
    .map((r) => `${r.method} ${r.path}`),
)

/** Routes exact platform paths; a known path with a method it does not serve answers `#459` (405 on `/lgw`). */
export function endpointDispatcher(state: SimState, endpoints: readonly Endpoint[]): RequestHandler {
  const byPath = new Map<string, Endpoint[]>()
  for (const ep of endpoints) byPath.set(ep.path, [...(byPath.get(ep.path) ?? []), ep])
  return async (req, res, next) => {
    const candidates = byPath.get(req.path)
    if (!candidates) return next()
    const method = req.method === 'HEAD' ? 'GET' : req.method
    const ep = candidates.find((c) => (c.methods as readonly string[]).includes(method))
    if (!ep) return sendFailure(req, res, errors.methodNotSupport)
    if (state.status.maintenance && !ep.openInMaintenance) return sendFailure(req, res, errors.functionNotAvailable)
    if (ep.modules && !moduleOn(state, ...ep.modules)) return sendFailure(req, res, errors.functionNotAvailable)
    if (state.refuseUnevidenced && UNEVIDENCED.has(`${method} ${req.path}`)) return sendFailure(req, res, errors.functionNotAvailable)
    const session = resolveSession(state, req.get('authorization'))
    const member = session ? findMemberById(state.members, session.memberId) : undefined
    if (ep.rawBody) await readText(req, res, ep.bodyLimit)
    if (ep.auth) {
      if (!session || !member) return sendFailure(req, res, sessionEndedError(state, req.get('authorization')))
      return ep.handle(req, res, { state, session, member })
    }
    return ep.handle(req, res, { state, session, member })
  }
}

/** First value of a query parameter, or undefined. */
export function queryString(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name]
  const first: unknown = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' ? first : undefined
}
