import { memberCallError } from '../context/memberSession.ts'
import { GwErrors } from '../errors.ts'
import { TooManyMarks, viewerCalls } from '../sources/viewerCalls.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { UpstreamError } from '../upstream/errors.ts'
import { wireId } from './shared/realAccount.ts'
import type { ActionHandler } from './types.ts'

/**
 * Marks an announcement or an inbox message read on the platform (seeds 001 §4: once locally, then on the server),
 * spaced 150 ms per member; the member's kept counts are dropped, and the page refreshes what it shows.
 */
export const markRead: ActionHandler<'markRead'> = {
  run: async ({ source, id }, ctx) => {
    const { t } = ctx
    ctx.requireSession()
    const viewer = await ctx.viewer()
    if (!viewer.session) throw new GwErrors.sessionEnded(t({ t: 'session_ended' }))
    if (source === 'inbox' && viewer.facts.role === 'trial') throw new GwErrors.forbidden(t({ t: 'free_reject' }))
    const token = viewer.session.t
    const up = ctx.upstream
    const calls = viewerCalls(up)
    const send =
      source === 'announcements'
        ? () => up.call(endpoints.markAnnouncementRead, { body: { announcementId: wireId(id), read: true }, token })
        : () => up.call(endpoints.markInboxRead, { body: { inboxId: wireId(id), read: true }, token })
    try {
      await calls.spaced(token, `${source}:${id}`, send)
    } catch (error) {
      if (error instanceof TooManyMarks) throw new GwErrors.rateLimited(t({ t: 'too_many_requests' }))
      // The platform refuses an id that is not this member's (another member's message, one that does not exist):
      // the caller's mistake, as any foreign id is, not the platform's failure.
      if (error instanceof UpstreamError && error.kind === 'rejected' && !error.isSessionExpired) {
        throw new GwErrors.messageNotFound(t({ t: 'message_not_found' }))
      }
      throw memberCallError(error, t, t({ t: 'mark_read_failed' }))
    }
    calls.forget(token)
    return { ok: true, then: [{ type: 'refresh' }] }
  },
}
