/**
 * What the gateway's layers log through: the part of Fastify's (pino's) logger they use, so that no layer below
 * the routes imports Fastify to name it. Fastify's request and app loggers are such a logger.
 */
type LogFn = {
  (detail: object, message?: string): void
  (message: string): void
}

export type Log = {
  readonly debug: LogFn
  readonly info: LogFn
  readonly warn: LogFn
  readonly error: LogFn
}
