import type { FastifyInstance } from 'fastify'
import { LRUCache } from 'lru-cache'
import type { ScreenResponse } from '../../schemas/screen.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Visitor screens by memo key, shared by GET /api/screen and the server-drawn pages. */
    screenMemo: LRUCache<string, ScreenResponse>
  }
}

export function registerScreenMemo(app: FastifyInstance): void {
  app.decorate('screenMemo', new LRUCache<string, ScreenResponse>({ max: 500 }))
}
