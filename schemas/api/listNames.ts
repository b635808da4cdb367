// Zod-free on purpose: the client's initial bundle builds list addresses too.

/** Every list `GET /api/data/:name` serves; `schemas/api/lists.ts` gives each its query and its page. */
export const LIST_NAMES = ['gameList', 'records', 'lotteryOrder', 'announcements', 'inbox', 'promotions', 'rewards', 'agentTeam'] as const
export type ListName = (typeof LIST_NAMES)[number]

/** The lists that come a page at a time (`page` in their query); the others answer whole (a tab, an order's bets). */
export const PAGED_LISTS = ['gameList', 'records', 'announcements', 'inbox', 'agentTeam'] as const satisfies readonly ListName[]

/** The other answers of `GET /api/data/:name`: a fresh challenge each time, asked with no query (identity forms). */
export type ChallengeName = 'captcha' | 'slider'
