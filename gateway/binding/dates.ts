/** No source says in which zone the platform means its dates: GMT+8 is the site's choice (the default currency is CNY). */
const SITE_TIME_ZONE = 'Asia/Shanghai'

const formats = new Map<string, Intl.DateTimeFormat>()

/** A date as YYYY-MM-DD in the layout's time zone (the platform's times are instants). */
export function dayText(ms: number, timeZone = SITE_TIME_ZONE): string {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    formats.set(timeZone, format)
  }
  return format.format(ms)
}

/** "2025-03-01 – 2025-03-31", one end alone when the other is unknown, nothing when neither is. */
export function periodText(start: number | undefined, end: number | undefined, timeZone = SITE_TIME_ZONE): string | undefined {
  if (start === undefined && end === undefined) return undefined
  if (start === undefined) return `– ${dayText(end as number, timeZone)}`
  if (end === undefined) return `${dayText(start, timeZone)} –`
  return `${dayText(start, timeZone)} – ${dayText(end, timeZone)}`
}

const AMOUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** An amount with thousands separators and at most two decimals. */
export function amountText(amount: number): string {
  return AMOUNT.format(amount)
}
