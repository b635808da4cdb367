import type { z } from 'zod'
import { ExternalUrlSchema } from '../../schemas/actions.ts'
import type { DepositDataSchema } from '../../schemas/api/money.ts'
import type { DepositChannel } from '../../schemas/upstream/index.ts'
import { money, walletFormat } from '../binding/money.ts'
import type { Attempt } from '../context/attemptStore.ts'
import { countConversion } from '../context/effects.ts'
import type { RequestContext } from '../context/requestContext.ts'
import { GwErrors, withField } from '../errors.ts'
import { endpoints } from '../upstream/endpoints.ts'
import { checkAmount, wireAmount } from './money/amounts.ts'
import { foundDeposit, type Created } from './money/depositFound.ts'
import { rememberReturn } from './money/depositReturn.ts'
import { realMember, siteUrl, type RealMember } from './money/member.ts'
import { fingerprintOf, ownAttempt, resolveUnknown, sendOnce } from './money/once.ts'
import { moneyError } from './money/refusals.ts'
import type { ActionHandler } from './types.ts'

type DepositData = z.infer<typeof DepositDataSchema>
type Body = { attempt: string; channelId: string; amount: string; promoId?: string | undefined }

async function channelFor(ctx: RequestContext, member: RealMember, body: Body) {
  const up = ctx.upstream
  const token = member.token
  const [settings, vendors, promos, wallet] = await Promise.all([
    up.call(endpoints.depositSettings, { token }),
    up.call(endpoints.depositChannels, { token }),
    body.promoId ? up.call(endpoints.depositPromos, { token }) : Promise.resolve([]),
    up.call(endpoints.walletBalance, { params: {}, token }).catch(() => undefined),
  ]).catch((error: unknown) => {
    throw moneyError(error, member.t, 'deposit_failed')
  })
  if (!settings.allowDeposit) throw new GwErrors.forbidden(member.t({ t: 'deposit_closed' }))
  const channel = vendors.flatMap((v) => v.channels).find((c) => c.channelId === body.channelId)
  if (!channel) throw withField(new GwErrors.formInvalid(member.t({ t: 'deposit_choose_channel' })), 'channelId')
  if (body.promoId && !promos.some((p) => p.promoId === body.promoId)) {
    throw withField(new GwErrors.formInvalid(member.t({ t: 'deposit_promo_gone' })), 'promoId')
  }
  const format = walletFormat(wallet)
  return { channel, format, amount: checkAmount(body.amount, { min: channel.minAmount, max: channel.maxAmount }, format, member.t) }
}

function manualData(answer: z.infer<typeof endpoints.depositManual.response>, format: ReturnType<typeof walletFormat>): DepositData {
  return {
    kind: 'manual',
    orderNo: answer.orderNo,
    bankName: answer.bankName,
    accountNo: answer.bankAccountNo,
    accountName: answer.bankAccountName,
    reference: answer.reference,
    amount: money(answer.amount, format),
    ...(answer.expireTime ? { expiresAt: new Date(answer.expireTime).toISOString() } : {}),
  }
}

async function create(
  ctx: RequestContext,
  member: RealMember,
  body: Body,
  channel: DepositChannel,
  amount: string,
  format: ReturnType<typeof walletFormat>,
): Promise<Created> {
  const up = ctx.upstream
  // The attempt key goes with the request: a request whose answer is lost is found again by it (money/depositFound.ts).
  const wire = { channelId: channel.channelId, amount: wireAmount(amount), ...(body.promoId ? { promoId: body.promoId } : {}), requestId: body.attempt }
  if (channel.type === 'MANUAL') {
    const manual = await up.call(endpoints.depositManual, { body: wire, token: member.token })
    return { data: manualData(manual, format), orderNo: manual.orderNo }
  }
  // The payment page sends the player back here, where the page asks how the deposit went.
  const backUrl = siteUrl(ctx, `/m/voucherCenter?deposit=${body.attempt}`)
  const answer = await up.call(endpoints.depositGateway, { body: { ...wire, backUrl }, token: member.token })
  if (!ExternalUrlSchema.safeParse(answer.payUrl).success) throw new GwErrors.upstreamRejected(member.t({ t: 'deposit_failed' }))
  return { data: { kind: 'gateway', payUrl: answer.payUrl }, orderNo: answer.orderNo }
}

/** The page's answer for a deposit that was made. */
function answer(created: Created, t: RealMember['t']) {
  const { data } = created
  // Made, but no longer to be gone on with here (paid, expired, or a platform that does not show it): the record has it.
  if (!data) throw new GwErrors.attemptUsed(t({ t: 'deposit_made_see_record' }).replace('{orderNo}', created.orderNo))
  if (data.kind === 'gateway') return { ok: true as const, data, then: [{ type: 'openExternal' as const, url: data.payUrl, target: 'self' as const }] }
  return { ok: true as const, data }
}

/**
 * A deposit order was made: the seeds' first-deposit conversion of the experiments this browser saw (once each), and
 * a payment page's order is remembered for the way back. Not remembered (the store away) only loses that notice.
 */
async function made(ctx: Parameters<ActionHandler<'deposit'>['run']>[1], created: Created, member: RealMember, key: string) {
  const result = answer(created, member.t)
  countConversion(ctx, 'firstDeposit')
  if (created.data?.kind === 'gateway') await rememberReturn(member, key).catch(() => undefined)
  return result
}

/**
 * A deposit through a channel (seeds 001 §7 Deposit): the payment gateway's page, opened in this tab so the
 * player comes back, or the bank details of a manual transfer, which the player confirms once it is sent. Made
 * once per attempt: an answer that never came is looked for in the deposit report (by the attempt's key) before
 * anything is sent again, so a retry hands the player the order that was made.
 */
export const deposit: ActionHandler<'deposit'> = {
  run: async (body, ctx) => {
    const member = await realMember(ctx)
    const once = member.once('deposit')
    const attempt = await ownAttempt(once, body.attempt)
    const { channel, format, amount } = await channelFor(ctx, member, body)
    const fingerprint = fingerprintOf([amount, channel.channelId, body.promoId ?? null])
    const find = (of: Attempt) => foundDeposit(ctx, member, of, channel, format)
    if (attempt.state === 'unknown') {
      const found = await find(attempt).catch((error: unknown) => {
        throw moneyError(error, member.t, 'deposit_failed')
      })
      // Found, it is this attempt's order; not found, it was never made, and the player may send it (or other values).
      await resolveUnknown(once, attempt, found ? { made: true, result: found } : { made: false })
      if (found && attempt.fingerprint !== fingerprint) throw new GwErrors.attemptUsed(member.t({ t: 'money_attempt_used' }))
      if (found) return made(ctx, found, member, body.attempt)
    }
    const sent = await sendOnce<Created>(once, body.attempt, {
      fingerprint,
      data: { amount, channelId: channel.channelId },
      send: () => create(ctx, member, body, channel, amount, format),
    }).catch((error: unknown) => {
      throw moneyError(error, member.t, 'deposit_failed')
    })
    if (sent.state === 'done') return made(ctx, sent.result, member, body.attempt)
    // The answer was lost: the order may be in the report already (a reset after it was made).
    const found = await find(sent.attempt).catch(() => undefined)
    if (!found) throw new GwErrors.moneyUnavailable(member.t({ t: 'deposit_checking' }))
    await resolveUnknown(once, sent.attempt, { made: true, result: found })
    return made(ctx, found, member, body.attempt)
  },
}
