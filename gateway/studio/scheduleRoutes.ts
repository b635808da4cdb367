import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ScheduleBodySchema } from '../../schemas/studio.ts'
import { scheduleMeta } from '../layouts/studioStore.ts'
import { assertStudioSameOrigin } from './auth.ts'
import type { Scheduler } from './schedule.ts'
import type { Studio } from './studio.ts'

/** Scheduled changes: schedule the draft, list them (newest first), cancel one. */
export function studioScheduleRoutes(studio: Studio, scheduler: Scheduler): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', async (request) => assertStudioSameOrigin(request))
    app.post('/api/studio/schedule', { schema: { hide: true, body: ScheduleBodySchema } }, async (request) => {
      const operator = studio.requireOperator(request)
      return scheduleMeta(await scheduler.schedule(operator.name, request.body))
    })
    app.get('/api/studio/schedules', { schema: { hide: true } }, async (request) => {
      studio.requireOperator(request)
      const all = await studio.store.schedules()
      return { schedules: all.sort((a, b) => b.createdAt.localeCompare(a.createdAt)) }
    })
    app.post('/api/studio/schedule/cancel', { schema: { hide: true, body: z.object({ id: z.uuid() }) } }, async (request) => {
      const operator = studio.requireOperator(request)
      return scheduleMeta(await scheduler.cancel(operator.name, request.body.id))
    })
  }
}
