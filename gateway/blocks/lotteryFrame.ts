import type { Action } from '../../schemas/actions.ts'
import type { LotteryFrameResolved } from '../../schemas/blocks/lotteryFrame.ts'
import type { BlockResolver } from './types.ts'

const SAFE = /^[\w-]{1,40}$/
const PLAY_TYPES: Readonly<Record<string, string>> = { ent: 'ent', entertainment: 'ent', trad: 'trad', tradition: 'trad' }
const PRIZE_MODES = new Set(['Lott', 'Elott', 'ZY', 'LOTT', 'ELOTT'])

/**
 * The lottery launcher (seeds 001 §2): the frame's path is built from mui, playType and gameId, and
 * points at the gateway's own /lotto/ proxy, which adds the member's token on the way to the platform.
 */
export const lotteryFrame: BlockResolver<'lotteryFrame'> = {
  needs: () => [],
  bind: (props, b): LotteryFrameResolved => {
    const q = b.query
    const close: Action = q.has('pageBack') ? { type: 'navigate', to: '/m/home', replace: true } : { type: 'navigate', to: '/m/game', replace: true }
    const closeLabel = b.t(props.closeLabel)
    if (!b.facts.loggedIn) {
      // A visitor never reached the game: closing goes back to where they came from (home when there is nowhere).
      const login: Action = { type: 'navigate', to: '/m/login' }
      const back: Action = { type: 'back', fallback: '/m/home' }
      return { ok: false, message: b.t({ t: 'please_login_first' }), close: back, closeLabel, next: { label: b.t({ t: 'login' }), action: login } }
    }
    const mui = q.get('mui') ?? ''
    const playType = PLAY_TYPES[(q.get('playType') ?? '').toLowerCase()]
    const gameId = q.get('gameId') ?? ''
    const prizeMode = q.get('prize_mode') ?? 'Lott'
    const code = q.get('code')
    const group = q.get('gameGroupId')
    const valid =
      SAFE.test(mui) &&
      playType !== undefined &&
      SAFE.test(gameId) &&
      PRIZE_MODES.has(prizeMode) &&
      (code === null || SAFE.test(code)) &&
      (group === null || SAFE.test(group))
    if (!valid) return { ok: false, message: b.t(props.invalidText), close, closeLabel }
    const params = new URLSearchParams({ merchant: b.facts.merchant, css: props.merchantStylesheet ?? b.facts.merchant, prizeMode })
    if (code) params.set('code', code)
    if (group) params.set('gameGroupId', group)
    return { ok: true, src: `/lotto/${mui}/${playType}/games/${gameId}?${params.toString()}`, title: b.t({ t: 'lottery' }), close, closeLabel }
  },
}
