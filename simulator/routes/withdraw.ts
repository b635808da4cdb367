import type { Response } from 'express'
import { BankCardPayloadSchema, PaymentPasswordPayloadSchema, WithdrawPayloadSchema } from '../../schemas/upstream/index.ts'
import type { Member } from '../data/members.ts'
import { errors, sendFail, sendOk, sendParamError } from '../envelope.ts'
import { fromMinor, toMinor } from '../money/amount.ts'
import { BANKS, MAX_CARDS, WITHDRAW_LIMITS } from '../money/catalogue.ts'
import { nextOrderNo, post, walletOf, type BankCard } from '../money/wallet.ts'
import type { SimState } from '../state.ts'
import { decryptLoginBody, readPayload } from './body.ts'
import type { Endpoint } from './endpoints.ts'
import { pageOf, paging, range } from './wallet.ts'

const PAYMENT_PASSWORD = /^\d{6}$/
const CARD_NUMBER = /^\d{12,19}$/
const PAYEE = /^[\p{L} .'-]{2,40}$/u

/** The payment password check every money call makes (S26: `not.exists.payment.password`, `invalid.payment.pw`). */
function passwordRefused(res: Response, member: Member, password: string): boolean {
  if (member.paymentPassword === null) sendFail(res, errors.noPaymentPassword)
  else if (password !== member.paymentPassword) sendFail(res, errors.invalidPaymentPassword)
  else return false
  return true
}

/** S26 shows the number masked on the withdraw page. */
function masked(cardNumber: string): string {
  return `**** **** **** ${cardNumber.slice(-4)}`
}

function cardView(card: BankCard) {
  return {
    bankCardId: card.bankCardId,
    bankName: card.bankName,
    bankCode: card.bankCode,
    cardNumber: masked(card.cardNumber),
    cardHolder: card.cardHolder,
    createdAt: card.createdAt,
    isWithdrawActive: 'Y',
    // S26: the card's kind (`BC` a bank card, `EW` an e-wallet); the simulator binds bank cards only.
    cardType: 'BC',
  }
}

function bindCard(state: SimState, res: Response, member: Member, body: ReturnType<typeof BankCardPayloadSchema.parse>): void {
  if (passwordRefused(res, member, body.paymentPassword)) return
  const bank = BANKS.find((b) => b.bankCode === body.bankCode)
  if (!bank) return sendParamError(res, 'bankCode', 'bankCode: unknown bank')
  const number = body.cardNumber.replace(/\s+/g, '')
  if (!CARD_NUMBER.test(number)) return sendParamError(res, 'cardNumber', 'cardNumber: 12 to 19 digits')
  const payee = body.payeeName.trim()
  if (!PAYEE.test(payee)) return sendParamError(res, 'payeeName', 'payeeName: 2 to 40 letters')
  if (member.payee !== null && member.payee.toUpperCase() !== payee.toUpperCase()) return sendFail(res, errors.payeeMismatch)
  const wallet = walletOf(state.money, member, state.now())
  if (wallet.cards.some((c) => c.cardNumber === number)) return sendFail(res, errors.cardExists)
  if (wallet.cards.length >= MAX_CARDS) return sendFail(res, errors.cardCountMax)
  member.payee ??= payee.toUpperCase()
  const card: BankCard = {
    bankCardId: String(7000 + state.money.seq++ + 100),
    bankCode: bank.bankCode,
    bankName: bank.bankEngName,
    cardNumber: number,
    cardHolder: member.payee,
    createdAt: state.now(),
  }
  wallet.cards.push(card)
  sendOk(res, { bankCardId: card.bankCardId })
}

function withdraw(state: SimState, res: Response, member: Member, body: ReturnType<typeof WithdrawPayloadSchema.parse>): void {
  if (member.type === 4) return sendFail(res, errors.trial)
  if (body.requestId && state.money.requestIds.has(body.requestId)) return sendFail(res, errors.duplicateRequest)
  if (passwordRefused(res, member, body.password)) return
  const wallet = walletOf(state.money, member, state.now())
  const card = wallet.cards.find((c) => c.bankCardId === body.bankCardId)
  if (!card) return sendFail(res, errors.cardNotFound)
  const amount = toMinor(body.amount)
  if (amount === undefined) return sendParamError(res, 'amount', 'amount: a decimal with at most two places')
  if (amount < WITHDRAW_LIMITS.minMinor) return sendFail(res, errors.amountLow)
  if (amount > WITHDRAW_LIMITS.maxMinor) return sendFail(res, errors.amountHigh)
  if (amount > member.balanceMinor) return sendFail(res, errors.balanceInsufficient)
  if (body.requestId) state.money.requestIds.add(body.requestId)
  const now = state.now()
  const orderNo = nextOrderNo(state.money, 'W', now)
  wallet.withdrawals.unshift({ orderNo, memberId: member.id, amountMinor: amount, card, status: 'PENDING', createdAt: now, requestId: body.requestId ?? null })
  post(wallet, member, 'withdraw', -amount, orderNo, `${card.bankName} ${masked(card.cardNumber)}`, now)
  sendOk(res, { orderNo })
}

export const withdrawEndpoints: Endpoint[] = [
  {
    methods: ['GET'],
    path: '/wps/relay/MCSFE_getWithdrawSettings',
    auth: true,
    handle: (_req, res) =>
      sendOk(res, {
        minimumAmount: fromMinor(WITHDRAW_LIMITS.minMinor),
        maximumAmount: fromMinor(WITHDRAW_LIMITS.maxMinor),
        eWalletMinAmount: 100,
        eWalletMaxAmount: 25000,
        allowDecimal: 'Y',
      }),
  },
  { methods: ['GET'], path: '/wps/relay/MCS2_bankList', auth: true, handle: (_req, res) => sendOk(res, BANKS) },
  // S17 `getWithdrawBanks`: the same banks, as a bare list (fields as S26's `getBankLis` reads them).
  { methods: ['GET'], path: '/wps/system/withdrawBanks', auth: true, handle: (_req, res) => sendOk(res, BANKS) },
  {
    methods: ['GET'],
    path: '/wps/relay/MCS2_bankCards',
    auth: true,
    handle: (_req, res, { state, member }) =>
      sendOk(res, { bankCards: walletOf(state.money, member, state.now()).cards.map(cardView), maxCardCount: MAX_CARDS }),
  },
  // S17 `getWithdrawCards`; S26's withdraw page holds the answer as a bare list of cards (`bankCard[0]`).
  {
    methods: ['GET'],
    path: '/wps/member/bankCard',
    auth: true,
    handle: (_req, res, { state, member }) => sendOk(res, walletOf(state.money, member, state.now()).cards.map(cardView)),
  },
  { methods: ['GET'], path: '/wps/member/hasWithdrawalPassword', auth: true, handle: (_req, res, { member }) => sendOk(res, member.paymentPassword !== null) },
  {
    methods: ['PUT'],
    path: '/wps/member/paymentPassword',
    auth: true,
    rawBody: true,
    handle: (req, res, { state, member }) => {
      const body = readPayload(res, decryptLoginBody(req, state.rsaKey), PaymentPasswordPayloadSchema)
      if (!body) return
      if (member.paymentPassword !== null) return sendFail(res, errors.paymentPasswordExists)
      if (!PAYMENT_PASSWORD.test(body.paymentPassword)) return sendParamError(res, 'paymentPassword', 'paymentPassword: six digits')
      if (body.validatePaymentPassword !== body.paymentPassword) {
        return sendParamError(res, 'validatePaymentPassword', 'validatePaymentPassword: does not match')
      }
      member.paymentPassword = body.paymentPassword
      sendOk(res, true)
    },
  },
  {
    methods: ['PUT'],
    path: '/wps/member/bankCard',
    auth: true,
    rawBody: true,
    handle: (req, res, { state, member }) => {
      const body = readPayload(res, decryptLoginBody(req, state.rsaKey), BankCardPayloadSchema)
      if (body) bindCard(state, res, member, body)
    },
  },
  // S17 (v1); go444's withdraw gate matches `/wps/v2/transaction/withdraw` too, and S26 posts the same body to it.
  ...['/wps/transaction/withdraw', '/wps/v2/transaction/withdraw'].map((path): Endpoint => ({
    methods: ['POST'],
    path,
    auth: true,
    rawBody: true,
    handle: (req, res, { state, member }) => {
      const body = readPayload(res, decryptLoginBody(req, state.rsaKey), WithdrawPayloadSchema)
      if (body) withdraw(state, res, member, body)
    },
  })),
  {
    methods: ['GET'],
    path: '/wps/relay/MCS2_WithdrawTransactionReport',
    auth: true,
    handle: (req, res, { state, member }) => {
      const pages = paging(req)
      const window = range(req, 'startTime', 'endTime', state.now())
      if (!pages || !window) return sendFail(res, errors.requestParamErr)
      const rows = walletOf(state.money, member, state.now())
        .withdrawals.filter((w) => w.createdAt >= window.start && w.createdAt <= window.end)
        .map((w) => ({
          orderNo: w.orderNo,
          amount: fromMinor(w.amountMinor),
          status: w.status,
          createTime: w.createdAt,
          bankName: w.card.bankName,
          cardNumber: masked(w.card.cardNumber),
          ...(w.requestId ? { requestId: w.requestId } : {}),
        }))
      sendOk(res, pageOf(rows, pages.page, pages.size))
    },
  },
]
