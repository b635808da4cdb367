import type { ChallengeName, ListName } from '../../schemas/api/listNames.ts'
import type { ListQuery } from '../../schemas/api/lists.ts'

// The one place the page writes a `/api/data/` address (lint refuses one anywhere else in client/): the names and
// queries come from the list contract, so a list the gateway does not serve, or a query it would refuse, does not compile.

/** `GET /api/data/<name>?…`: a page of a list (`page` first, for the lists that come a page at a time). */
export function listUrl<N extends ListName>(name: N, query: ListQuery<N>, page?: number): string {
  const params = new URLSearchParams()
  if (page !== undefined) params.set('page', String(page))
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (value !== undefined) params.set(key, String(value))
  }
  return `/api/data/${name}?${params.toString()}`
}

/** `GET /api/data/<name>`: a fresh captcha or slider challenge. */
export function challengeUrl(name: ChallengeName): string {
  return `/api/data/${name}`
}
