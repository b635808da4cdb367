import type { RequestHandler, Response } from 'express'
import { errors, sendFail } from '../envelope.ts'
import { hold, type Fault, type SimState } from '../state.ts'

export const MALFORMED_BODY = '{"success":tru'

function applyFault(state: SimState, fault: Fault | undefined, res: Response, next: () => void): void {
  switch (fault?.kind) {
    case 'hang':
      hold(state, res)
      return
    case 'error':
      sendFail(res, errors.systemBusy)
      return
    case 'malformed':
      res.status(200).type('application/json').send(MALFORMED_BODY)
      return
    default:
      next()
  }
}

/** Counts every platform call, then applies the global latency and any fault set for the path (or `*`). */
export function platformGate(state: SimState): RequestHandler {
  return (req, res, next) => {
    const path = req.baseUrl + req.path
    state.calls.set(path, (state.calls.get(path) ?? 0) + 1)
    const fault = state.faults.get(path) ?? state.faults.get('*')
    const delay = state.latencyMs + (fault?.kind === 'latency' ? (fault.ms ?? 0) : 0)
    const proceed = () => applyFault(state, fault, res, next)
    if (delay > 0) hold(state, res, delay, proceed)
    else proceed()
  }
}
