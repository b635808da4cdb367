import type { Viewer } from '../../context/buildContext.ts'
import type { RequestContext } from '../../context/requestContext.ts'
import { GwErrors } from '../../errors.ts'

/**
 * The viewer of an action that needs a real account (seeds 000 §6): a session the platform still knows, and not a
 * trial user (`free_reject`). The page never offers these actions to others; a hand-made call gets the same answer.
 */
export async function realAccountViewer(ctx: RequestContext): Promise<Viewer & { session: NonNullable<Viewer['session']> }> {
  const { t } = ctx
  ctx.requireSession()
  const viewer = await ctx.viewer()
  if (!viewer.session) throw new GwErrors.sessionEnded(t({ t: 'session_ended' }))
  if (viewer.facts.role === 'trial') throw new GwErrors.forbidden(t({ t: 'free_reject' }))
  return viewer as Viewer & { session: NonNullable<Viewer['session']> }
}

/** The platform's numeric ids go back as numbers (S27 sends `int(promo)`); any other id as it came. */
export function wireId(id: string): number | string {
  return /^\d{1,15}$/.test(id) ? Number(id) : id
}
