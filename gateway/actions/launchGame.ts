import type { Action, GameRef } from '../../schemas/actions.ts'
import { ExternalUrlSchema } from '../../schemas/actions.ts'
import { memberCallError } from '../context/memberSession.ts'
import type { RequestContext } from '../context/requestContext.ts'
import { GwErrors } from '../errors.ts'
import { endpoints, type LaunchResult } from '../upstream/endpoints.ts'
import { UpstreamError } from '../upstream/errors.ts'
import type { LaunchParams } from '../upstream/launchQuery.ts'
import type { ActionHandler } from './types.ts'

/** Vendors whose games open the platform's lottery lobby (seeds 001 §4 Game launch). */
const LOTTERY_LOBBY_VENDORS: Readonly<Record<string, string>> = { TCG_LOTTO_VN: 'VN', TCG_SEA: 'SEA' }
/** Vendors whose games open in our own lottery launcher, /m/launchGame. */
const LAUNCHER_VENDORS: ReadonlySet<string> = new Set(['LOTT', 'ELOTT'])
const ROUND_OPEN = /#734|game\.round\.open|previous game has not finished/i

function gameUrlOf(result: LaunchResult): string | undefined {
  return ExternalUrlSchema.safeParse(result.url).success ? result.url : undefined
}

function siteUrl(ctx: RequestContext, path: string): string {
  return `${ctx.http.origin}${path}`
}

/** The lottery lobby for VN/SEA lotteries, the casino launch otherwise; demo play for trial accounts. */
async function launchParams(game: GameRef, ctx: RequestContext): Promise<LaunchParams> {
  const area = LOTTERY_LOBBY_VENDORS[game.vendor]
  if (area) return { kind: 'lotteryLobby', area, game, backUrl: siteUrl(ctx, '/m/lottery') }
  const { facts } = await ctx.viewer()
  return { kind: 'casino', game, realAccount: facts.role !== 'trial', backUrl: siteUrl(ctx, '/m/home') }
}

/** The launcher route for LOTT / ELOTT lottery games. */
function launcherPath(game: GameRef): string {
  const query = new URLSearchParams({
    mui: 'tcg',
    playType: 'ent',
    gameId: game.gameId ?? game.nodeId,
    prize_mode: game.prizeMode ?? (game.vendor === 'ELOTT' ? 'Elott' : 'Lott'),
  })
  if (game.gameGroupId) query.set('gameGroupId', game.gameGroupId)
  if (game.code) query.set('code', game.code)
  return `/m/launchGame?${query.toString()}`
}

/**
 * Launches a game for the member (seeds 001 §4): lottery lobby, our lottery launcher, or the platform's
 * launch call whose game URL the page then opens in the same tab. The game is recorded as recently played.
 */
export const launchGame: ActionHandler<'launchGame'> = {
  run: async ({ game }, ctx) => {
    const { t, language } = ctx
    const session = ctx.requireSession()
    const upstream = ctx.upstream
    const record = () =>
      upstream
        .call(endpoints.addRecentGame, { params: { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType }, token: session.t })
        .catch((err: unknown) => ctx.log.info({ err }, 'recording a recent game failed'))
    if (LAUNCHER_VENDORS.has(game.vendor)) {
      await record()
      return { ok: true, then: [{ type: 'navigate', to: launcherPath(game) }] }
    }
    let result: LaunchResult
    try {
      result = await upstream.call(endpoints.launchGame, { params: await launchParams(game, ctx), language, token: session.t })
    } catch (error) {
      if (error instanceof UpstreamError && error.kind === 'rejected' && ROUND_OPEN.test(`${error.errorCode ?? ''} ${error.message}`)) {
        throw new GwErrors.gameUnfinished(t({ t: 'previous_game_unfinished' }))
      }
      throw memberCallError(error, t, t({ t: 'launch_failed' }))
    }
    const url = gameUrlOf(result)
    if (!url) throw new GwErrors.upstreamRejected(t({ t: 'launch_failed' }))
    await record()
    const open: Action = { type: 'openExternal', url, target: 'self' }
    return { ok: true, data: { url }, then: [open] }
  },
}
