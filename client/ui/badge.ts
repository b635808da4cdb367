/** Unread-style counts: nothing for 0, the number up to 99, then 99+ (seeds §9). */
export function badgeText(count: number | undefined): string | null {
  if (count === undefined || !Number.isFinite(count) || count <= 0) return null
  return count > 99 ? '99+' : String(Math.floor(count))
}
