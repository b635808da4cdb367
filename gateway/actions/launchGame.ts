import type { FastifyRequest } from 'fastify'
import type { Action, GameRef } from '../../schemas/actions.ts'
import { ExternalUrlSchema } from '../../schemas/actions.ts'
import { LaunchBodySchema } from '../../schemas/api.ts'
import { roleOf } from '../../schemas/facts.ts'
import { languageOf } from '../context/requestContext.ts'
import type { SessionCookie } from '../context/session.ts'
import { GwErrors } from '../errors.ts'
import { UpstreamError } from '../upstream/errors.ts'
import { endpoints, type LaunchResult } from '../upstream/endpoints.ts'
import { textsFor } from '../context/requestContext.ts'
import { memberCallError, requireSession } from '../context/memberSession.ts'
import type { ActionHandler } from './types.ts'

/** Vendors whose games open the platform's lottery lobby (seeds 001 §4 Game launch). */
const LOTTERY_LOBBY_VENDORS: Readonly<Record<string, string>> = { TCG_LOTTO_VN: 'VN', TCG_SEA: 'SEA' }
/** Vendors whose games open in our own lottery launcher, /m/launchGame. */
const LAUNCHER_VENDORS: ReadonlySet<string> = new Set(['LOTT', 'ELOTT'])
const ROUND_OPEN = /#734|game\.round\.open|previous game has not finished/i

function gameUrlOf(result: LaunchResult): string | undefined {
  const url = 'content' in result ? result.content.game_url : result.gameUrl
  return ExternalUrlSchema.safeParse(url).success ? url : undefined
}

function siteUrl(request: FastifyRequest, path: string): string {
  return `${request.protocol}://${request.host}${path}`
}

/** The query of the platform's launch call: the lottery lobby for VN/SEA lotteries, the casino launch otherwise. */
function launchQuery(game: GameRef, session: SessionCookie, request: FastifyRequest): Record<string, string | number | undefined> {
  const language = languageOf(request)
  const wireLanguage = language === 'UR' ? 'EN' : language
  const area = LOTTERY_LOBBY_VENDORS[game.vendor]
  if (area) {
    return {
      lottoArea: area,
      launchMode: 'LOTT',
      lottoPrizeMode: game.prizeMode ?? 'Lott',
      lottoGameCode: game.code ?? '',
      lottoView: game.code ? 'betting' : 'lobby',
      device: 'MOBILE',
      backUrl: siteUrl(request, '/m/lottery'),
      language: wireLanguage,
    }
  }
  return {
    gameType: game.gameType,
    vassalage: game.vendor,
    gameId: game.gameId,
    nodeId: game.nodeId,
    roomId: game.roomId,
    supportPlay: game.supportPlay,
    platform: 'MOBILE',
    launchMode: 'GLS',
    accountType: roleOf(session.ty) === 'trial' ? 0 : 1,
    language: wireLanguage,
    backUrl: siteUrl(request, '/m/home'),
  }
}

/** The launcher route for LOTT / ELOTT lottery games. */
function launcherPath(game: GameRef): string {
  const query = new URLSearchParams({ mui: 'tcg', playType: 'ent', gameId: game.gameId ?? game.nodeId, prize_mode: game.prizeMode ?? (game.vendor === 'ELOTT' ? 'Elott' : 'Lott') })
  if (game.gameGroupId) query.set('gameGroupId', game.gameGroupId)
  if (game.code) query.set('code', game.code)
  return `/m/launchGame?${query.toString()}`
}

/**
 * Launches a game for the member (seeds 001 §4): lottery lobby, our lottery launcher, or the platform's
 * launch call whose game URL the page then opens in the same tab. The game is recorded as recently played.
 */
export const launchGame: ActionHandler<typeof LaunchBodySchema> = {
  body: LaunchBodySchema,
  run: async ({ game }, request) => {
    const t = textsFor(request)
    const session = requireSession(request, t)
    const upstream = request.server.upstream
    const record = () =>
      upstream
        .call(endpoints.addRecentGame, { query: { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType }, token: session.t })
        .catch((err: unknown) => request.log.info({ err }, 'recording a recent game failed'))
    if (LAUNCHER_VENDORS.has(game.vendor)) {
      await record()
      return { ok: true, then: [{ type: 'navigate', to: launcherPath(game) }] }
    }
    let result: LaunchResult
    try {
      result = await upstream.call(endpoints.launchGame, { query: launchQuery(game, session, request), token: session.t })
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
