import type { Request, RequestHandler, Response } from 'express'
import { errors, sendFailure } from '../envelope.ts'
import { hold, type Fault, type SimState } from '../state.ts'
import { htmlError, hugeBody, resetBeforeAnswer, resetMidBody, schemaInvalid, slowBody, wrongType } from './faultKinds.ts'

const MALFORMED_BODY = '{"success":tru'

function applyFault(state: SimState, fault: Fault | undefined, req: Request, res: Response, next: () => void): void {
  switch (fault?.kind) {
    case 'hang':
      hold(state, res)
      return
    case 'error':
      sendFailure(req, res, errors.systemBusy)
      return
    case 'malformed':
      res.status(200).type('application/json').send(MALFORMED_BODY)
      return
    case 'reset':
      resetBeforeAnswer(req)
      return
    case 'huge':
      hugeBody(state, fault, res)
      return
    case 'htmlError':
      htmlError(fault, res)
      return
    case 'notAvailable':
      // What the platform answers for a module or path this merchant does not have (S1, S4).
      sendFailure(req, res, errors.functionNotAvailable)
      return
    default:
      transformAnswer(state, fault, res)
      next()
  }
}

/** Faults that let the endpoint answer and then spoil how its answer travels. */
function transformAnswer(state: SimState, fault: Fault | undefined, res: Response): void {
  switch (fault?.kind) {
    case 'resetMidBody':
      resetMidBody(res.req, res)
      return
    case 'slowBody':
      slowBody(state, fault, res)
      return
    case 'schemaInvalid':
      schemaInvalid(res)
      return
    case 'wrongType':
      wrongType(res)
      return
    default:
  }
}

/** Counts every platform call, then applies the global latency and any fault set for the path (or `*`). */
export function platformGate(state: SimState): RequestHandler {
  return (req, res, next) => {
    const path = req.baseUrl + req.path
    state.calls.set(path, (state.calls.get(path) ?? 0) + 1)
    const traceparent = req.headers.traceparent
    if (typeof traceparent === 'string') state.traceparents.set(path, traceparent)
    const key = state.faults.has(path) ? path : '*'
    const fault = state.faults.get(key)
    if (fault?.times !== undefined && --fault.times <= 0) state.faults.delete(key)
    const delay = state.latencyMs + (fault?.kind === 'latency' ? (fault.ms ?? 0) : 0)
    if (delay <= 0) {
      applyFault(state, fault, req, res, next)
      return
    }
    // Latency is the time from arrival to answer, as a client sees it: the answer is computed now and
    // its sending waits for the rest of the delay, so the simulator's own work does not add to it.
    const arrival = performance.now()
    const end = res.end.bind(res) as (...args: unknown[]) => Response
    res.end = ((...args: unknown[]) => {
      hold(state, res, Math.max(0, delay - (performance.now() - arrival)), () => end(...args))
      return res
    }) as Response['end']
    applyFault(state, fault, req, res, next)
  }
}
