import type { ErrorRequestHandler, Response } from 'express'
import { z } from 'zod'

/** A control body parsed with `schema`, or undefined after a 400 `invalid_body` naming the problems. */
export function parse<T>(schema: z.ZodType<T>, body: unknown, res: Response): T | undefined {
  const result = schema.safeParse(body ?? {})
  if (result.success) return result.data
  res.status(400).json({ error: 'invalid_body', message: z.prettifyError(result.error) })
  return undefined
}

/** A control body that is not JSON answers 400 `invalid_json`. */
export const badJson: ErrorRequestHandler = (err: unknown, _req, res, next) => {
  if (err && typeof err === 'object' && 'type' in err && err.type === 'entity.parse.failed') {
    res.status(400).json({ error: 'invalid_json', message: 'Body is not valid JSON' })
    return
  }
  next(err)
}
