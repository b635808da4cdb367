import type { ListQuery } from '../../../schemas/api/lists.ts'
import type { GameListRef } from '../../../schemas/blocks/shared/gameList.ts'
import { PAGED_GAME_SOURCES } from '../../../schemas/constants.ts'

/** The query of `GET /api/data/gameList` for a list as the screen names it (vendor lists go comma-separated). */
export function gameListQuery(list: GameListRef, pageSize: number, lang: string): ListQuery<'gameList'> {
  return {
    source: list.source,
    gameType: 'gameType' in list ? list.gameType : undefined,
    vassalage: list.source === 'vendor' ? list.vassalage : undefined,
    only: list.source === 'category' ? list.only?.join(',') : undefined,
    except: list.source === 'category' ? list.except?.join(',') : undefined,
    pageSize,
    lang,
  }
}

/** Options of a game list: hot, category and recent lists are one page (seeds 001 §2); the others load more on scroll. */
export function gameListPaging(list: GameListRef | undefined): { paged: boolean } {
  return { paged: list !== undefined && PAGED_GAME_SOURCES.has(list.source) }
}
