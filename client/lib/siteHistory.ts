/**
 * Whether a page of this site is behind the current one in this tab's history. The router numbers its entries
 * (`history.state.idx`, 0 where the site was entered), so a page opened from a link, a bookmark or another site
 * goes to its fallback instead of leaving the site: `history.length` also counts the pages before the site (a
 * search page, the new tab's blank page).
 */
export function hasSiteHistory(): boolean {
  const state: unknown = window.history.state
  const idx = typeof state === 'object' && state !== null && 'idx' in state ? state.idx : undefined
  return typeof idx === 'number' && idx > 0
}
