import type { RequestHandler } from 'express'
import { errors, sendFail } from '../envelope.ts'
import type { SimState } from '../state.ts'

/** Exactly one `Merchant` header equal to the simulator's merchant; Node joins duplicates with ", ". */
export function merchantCheck(state: SimState): RequestHandler {
  return (req, res, next) => {
    let count = 0
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      if (req.rawHeaders[i]?.toLowerCase() === 'merchant') count++
    }
    const value = req.headers['merchant']
    if (count !== 1 || typeof value !== 'string' || value.includes(',') || value.trim() !== state.config.merchant) {
      sendFail(res, errors.functionNotAvailable)
      return
    }
    next()
  }
}
