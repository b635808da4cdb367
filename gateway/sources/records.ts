import type { z } from 'zod'
import type { RecordQuery } from '../../schemas/api/records.ts'
import { RECORD_MAX_DAYS } from '../../schemas/blocks/recordList.ts'
import type { RecordItem, RecordPage } from '../../schemas/blocks/recordList.ts'
import type { LotteryBets } from '../../schemas/blocks/recordList.ts'
import { platformUnits, unitsToText, type MoneyFormat } from '../../schemas/money.ts'
import type { BetOrder, MemberTransaction, ReportItem } from '../../schemas/upstream/index.ts'
import { money, walletFormat } from '../binding/money.ts'
import { memberCallError } from '../context/memberSession.ts'
import type { RequestContext } from '../context/requestContext.ts'
import type { Translate } from '../context/texts.ts'
import { GwErrors, withField } from '../errors.ts'
import type { endpoints } from '../upstream/endpoints.ts'
import type { ListDeps } from './types.ts'

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

/** The range in epoch ms: from the first day's start to the last day's end, in the viewer's time zone. */
function windowOf(query: RecordQuery, t: Translate) {
  const start = Date.parse(`${query.from}T00:00:00Z`) + query.tz * MINUTE_MS
  const end = Date.parse(`${query.to}T00:00:00Z`) + query.tz * MINUTE_MS + DAY_MS - 1
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) throw withField(new GwErrors.badRequest(t({ t: 'records_range_invalid' })), 'from')
  if (end - start > RECORD_MAX_DAYS * DAY_MS) throw withField(new GwErrors.badRequest(t({ t: 'records_range_too_long' })), 'from')
  return { page: query.page, size: query.pageSize, start, end }
}

function when(ms: number, tz: number): string {
  return new Date(ms - tz * MINUTE_MS).toISOString().slice(0, 16).replace('T', ' ')
}

function signed(amount: string, format: MoneyFormat): { amount: string; tone: RecordItem['tone'] } {
  const units = platformUnits(amount, format.decimals)
  const text = money(amount, format)
  return units > 0n ? { amount: `+${text}`, tone: 'in' } : units < 0n ? { amount: text, tone: 'out' } : { amount: text, tone: 'plain' }
}

const BET_STATUS: Readonly<Record<string, [string, 'ok' | 'pending' | 'bad']>> = {
  win: ['bet_win', 'ok'],
  lose: ['bet_lose', 'bad'],
  tie: ['bet_tie', 'pending'],
}
const ORDER_STATUS: Readonly<Record<string, [string, 'ok' | 'pending' | 'bad']>> = {
  UNPAID: ['status_unpaid', 'pending'],
  PENDING: ['status_processing', 'pending'],
  SUCCESS: ['status_success', 'ok'],
  APPROVED: ['status_success', 'ok'],
  FAILED: ['status_failed', 'bad'],
  REJECTED: ['status_rejected', 'bad'],
}

function statusOf(table: typeof ORDER_STATUS, status: string | null | undefined, t: Translate) {
  const known = table[status ?? ''] ?? table[(status ?? '').toUpperCase()]
  return known ? { label: t({ t: known[0] }), tone: known[1] } : status ? { label: status, tone: 'pending' as const } : undefined
}

function betItem(b: BetOrder, format: MoneyFormat, t: Translate, tz: number): RecordItem {
  const result = unitsToText(platformUnits(b.winAmount ?? '0', 8) - platformUnits(b.betAmount, 8), 8)
  const status = statusOf(BET_STATUS, b.status, t)
  return {
    id: b.orderNo,
    title: [b.gameName, b.vassalage].filter(Boolean).join(' · ') || b.orderNo,
    subtitle: when(b.betTime, tz),
    ...signed(result, format),
    ...(status ? { status } : {}),
    lines: [
      { label: t({ t: 'record_bet_amount' }), value: money(b.betAmount, format) },
      { label: t({ t: 'record_valid_bet' }), value: money(b.validBetAmount ?? b.betAmount, format) },
      { label: t({ t: 'record_win_amount' }), value: money(b.winAmount ?? '0', format) },
      { label: t({ t: 'record_order_no' }), value: b.orderNo },
    ],
  }
}

const TX_KEYS: Readonly<Record<string, string>> = {
  deposit: 'deposit',
  withdraw: 'withdraw',
  betting: 'tx_betting',
  winning: 'tx_winning',
  dividend: 'promotion',
  betting_rebate: 'manual_rebate',
}

function txItem(x: MemberTransaction, format: MoneyFormat, t: Translate, tz: number): RecordItem {
  const key = TX_KEYS[x.codeType ?? '']
  return {
    id: x.txId,
    title: key ? t({ t: key }) : (x.txTypeName ?? x.codeType ?? ''),
    subtitle: when(x.txTimeInTimestamp, tz),
    ...signed(x.amount, format),
    lines: [
      ...(x.orderNo ? [{ label: t({ t: 'record_order_no' }), value: x.orderNo }] : []),
      ...(x.currentAvailBalance ? [{ label: t({ t: 'record_balance_after' }), value: money(x.currentAvailBalance, format) }] : []),
      ...(x.remark ? [{ label: t({ t: 'record_remark' }), value: x.remark }] : []),
    ],
  }
}

function orderItem(
  o: ReportItem & { bankName?: string | null; cardNumber?: string | null },
  titleKey: string,
  format: MoneyFormat,
  t: Translate,
  tz: number,
): RecordItem {
  const status = statusOf(ORDER_STATUS, o.status, t)
  const where = o.channelName ?? [o.bankName, o.cardNumber].filter(Boolean).join(' ')
  return {
    id: o.orderNo,
    title: t({ t: titleKey }),
    subtitle: when(o.createTime, tz),
    amount: money(o.amount, format),
    tone: titleKey === 'deposit' ? 'in' : 'out',
    ...(status ? { status } : {}),
    lines: [{ label: t({ t: 'record_order_no' }), value: o.orderNo }, ...(where ? [{ label: t({ t: 'record_channel' }), value: where }] : [])],
  }
}

const LEDGER_CODES = { transactions: '', rebates: 'betting_rebate' } as const
const LOTTERY_STATUS: Readonly<Record<string, [string, 'ok' | 'pending' | 'bad']>> = {
  OPEN: ['status_waiting_draw', 'pending'],
  SETTLED: ['status_settled', 'ok'],
  CANCELLED: ['status_cancelled', 'bad'],
  WIN: ['bet_win', 'ok'],
  LOSE: ['bet_lose', 'bad'],
}

type LotteryOrderItem = z.infer<typeof endpoints.lotteryOrders.response>['items'][number]

function lotteryItem(o: LotteryOrderItem, format: MoneyFormat, t: Translate, tz: number): RecordItem {
  const status = statusOf(LOTTERY_STATUS, o.orderStatus, t)
  return {
    id: o.orderId,
    orderId: o.orderId,
    title: o.gameName ?? o.orderNo ?? o.orderId,
    subtitle: when(o.createTime, tz),
    amount: money(o.betAmount, format),
    tone: 'plain',
    ...(status ? { status } : {}),
    lines: [
      ...(o.numero ? [{ label: t({ t: 'record_numero' }), value: o.numero }] : []),
      { label: t({ t: 'record_win_amount' }), value: money(o.winAmount ?? '0', format) },
      { label: t({ t: 'record_order_no' }), value: o.orderNo ?? o.orderId },
    ],
  }
}

/** The bet list's totals (staked and won in the window), when the platform's footer carries them. */
function betSummary(footer: unknown, format: ReturnType<typeof walletFormat>, t: RequestContext['t']): RecordPage['summary'] {
  const totals = footer as { betAmount?: unknown; winAmount?: unknown } | undefined
  if (!totals || typeof totals.betAmount !== 'number' || typeof totals.winAmount !== 'number') return undefined
  return [
    { label: t({ t: 'record_bet_amount' }), value: money(String(totals.betAmount), format) },
    { label: t({ t: 'record_win_amount' }), value: money(String(totals.winAmount), format) },
  ]
}

async function load(query: RecordQuery, ctx: RequestContext, deps: ListDeps, { t: token, u: account }: { t: string; u: string }): Promise<RecordPage> {
  const { t } = ctx
  const window = windowOf(query, t)
  const up = deps.upstream
  const call = { token, language: ctx.language, signal: ctx.signal }
  const wallet = up.fetch('walletBalance', { ...call, params: {} }).then(
    (w) => w.value,
    () => undefined,
  )
  const draw = async () => walletFormat(await wallet)
  switch (query.kind) {
    case 'bets': {
      const { value } = await up.fetch(`betOrders${query.category ?? 'RNG'}`, { ...call, params: window })
      const format = await draw()
      const summary = betSummary(value.footer, format, t)
      return { items: value.items.map((b) => betItem(b, format, t, query.tz)), page: query.page, totalPages: value.totalPages, ...(summary ? { summary } : {}) }
    }
    case 'lottery': {
      // S23: 0-based pages, dates in epoch ms, in a POST body.
      const body = { startDate: window.start, endDate: window.end, page: query.page - 1, size: query.pageSize }
      const { value } = await up.fetch('lotteryOrders', { body, token, signal: ctx.signal })
      const format = await draw()
      return { items: value.items.map((o) => lotteryItem(o, format, t, query.tz)), page: query.page, totalPages: value.totalPages }
    }
    case 'transactions':
    case 'rebates': {
      const params = { ...window, codes: LEDGER_CODES[query.kind], account }
      const { value } = await up.fetch('memberTransactions', { ...call, params })
      const format = await draw()
      return { items: value.items.map((x) => txItem(x, format, t, query.tz)), page: query.page, totalPages: value.totalPages }
    }
    case 'deposits':
    case 'withdrawals': {
      const { value } = await up.fetch(query.kind === 'deposits' ? 'depositReport' : 'withdrawReport', { ...call, params: window })
      const format = await draw()
      const key = query.kind === 'deposits' ? 'deposit' : 'withdraw'
      return { items: value.items.map((o) => orderItem(o, key, format, t, query.tz)), page: query.page, totalPages: value.totalPages }
    }
  }
}

/** `GET /api/data/records`: a page of the member's bets, ledger, deposits, withdrawals or rebates, drawn for the page. */
export async function recordPage(query: RecordQuery, ctx: RequestContext, deps: ListDeps): Promise<RecordPage> {
  const session = ctx.requireSession()
  const viewer = await ctx.viewer()
  if (!viewer.session) throw new GwErrors.sessionEnded(ctx.t({ t: 'session_ended' }))
  try {
    return await load(query, ctx, deps, session)
  } catch (error) {
    if (error instanceof Error && String((error as { code?: unknown }).code ?? '').startsWith('GW_')) throw error
    throw memberCallError(error, ctx.t, ctx.t({ t: 'records_failed' }))
  }
}

/** `GET /api/data/lotteryOrder`: one lottery order's bets; those still waiting for their draw may be cancelled. */
export async function lotteryBets(query: { orderId: string }, ctx: RequestContext, deps: ListDeps): Promise<LotteryBets> {
  const session = ctx.requireSession()
  const { t } = ctx
  try {
    const [detail, wallet] = await Promise.all([
      deps.upstream.fetch('lotteryOrderDetail', { params: { orderId: query.orderId }, token: session.t, signal: ctx.signal }),
      deps.upstream.fetch('walletBalance', { params: {}, token: session.t, signal: ctx.signal }).then(
        (w) => w.value,
        () => undefined,
      ),
    ])
    const format = walletFormat(wallet)
    const items = detail.value.items.map((b) => {
      const status = statusOf(LOTTERY_STATUS, b.status, t)
      return {
        id: b.subOrderId,
        title: b.playName ?? b.subOrderId,
        subtitle: b.bettingContent ?? '',
        amount: money(b.betAmount, format),
        tone: 'plain' as const,
        ...(status ? { status } : {}),
        cancelable: b.cancelable === true,
      }
    })
    return { orderId: query.orderId, items }
  } catch (error) {
    throw memberCallError(error, t, t({ t: 'records_failed' }))
  }
}
