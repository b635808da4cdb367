import type { GameRef } from '../../schemas/actions.ts'
import type { Query } from './wire.ts'

/** A launch as the platform's launcher takes it: a casino game, or the VN/SEA lottery lobby (seeds 001 §4, §7). */
export type LaunchParams =
  { kind: 'casino'; game: GameRef; realAccount: boolean; backUrl: string } | { kind: 'lotteryLobby'; area: string; game: GameRef; backUrl: string }

/** The query of `/wps/game/launchGame`; `launchMode` is required by the platform (#727 without it). */
export function launchQuery(p: LaunchParams, language: string): Query {
  const { game } = p
  if (p.kind === 'lotteryLobby') {
    return {
      lottoArea: p.area,
      launchMode: 'LOTT',
      lottoPrizeMode: game.prizeMode ?? 'Lott',
      lottoGameCode: game.code ?? '',
      lottoView: game.code ? 'betting' : 'lobby',
      device: 'MOBILE',
      backUrl: p.backUrl,
      language,
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
    accountType: p.realAccount ? 1 : 0,
    language,
    backUrl: p.backUrl,
  }
}
