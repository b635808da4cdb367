import { balanceText, money, walletFormat } from '../binding/money.ts'
import type { BlockResolver } from './types.ts'

const STATUS: Readonly<Record<string, ['status_processing' | 'status_success' | 'status_rejected', 'ok' | 'pending' | 'bad']>> = {
  PENDING: ['status_processing', 'pending'],
  APPROVED: ['status_success', 'ok'],
  SUCCESS: ['status_success', 'ok'],
  REJECTED: ['status_rejected', 'bad'],
  FAILED: ['status_rejected', 'bad'],
}

/** Withdraw (seeds 001 §7 Withdraw): cards, password, limits and balance, and the latest requests with their status. */
export const withdrawPanel: BlockResolver<'withdrawPanel'> = {
  unavailable: { title: 'withdraw_unavailable_title', message: 'withdraw_unavailable_body', chat: true },
  needs: (_props, viewer) => (viewer.loggedIn ? ['wallet', 'withdrawSettings', 'bankCards', 'bankList', 'hasWithdrawPassword', 'withdrawRecent'] : []),
  bind: (_props, b) => {
    if (!b.viewer.session) return null
    const wallet = b.source('wallet')
    const settings = b.source('withdrawSettings')
    const cards = b.source('bankCards')
    const format = { ...walletFormat(wallet), decimals: settings.allowDecimal ? 2 : 0 }
    const shown = walletFormat(wallet)
    const payee = b.viewer.member?.payee
    const latest = (b.optional('withdrawRecent') ?? []).map((w) => {
      const [key, tone] = STATUS[w.status.toUpperCase()] ?? ['status_processing', 'pending']
      return { orderNo: w.orderNo, amount: money(w.amount, shown), status: b.t({ t: key }), tone, time: new Date(w.createTime).toISOString() }
    })
    return {
      balance: money(balanceText(wallet), shown),
      balanceValue: balanceText(wallet),
      symbol: format.symbol,
      decimals: format.decimals,
      min: money(settings.minimumAmount, shown),
      max: money(settings.maximumAmount, shown),
      minValue: settings.minimumAmount,
      maxValue: settings.maximumAmount,
      hasPassword: b.source('hasWithdrawPassword'),
      cards: cards.bankCards
        .filter((c) => c.isWithdrawActive)
        .map((c) => ({ id: c.bankCardId, bankName: c.bankName, number: c.cardNumber, ...(c.cardHolder ? { holder: c.cardHolder } : {}) })),
      canAddCard: cards.maxCardCount === null || cards.maxCardCount === undefined || cards.bankCards.length < cards.maxCardCount,
      banks: (b.optional('bankList') ?? []).map((bank) => ({
        code: bank.bankCode,
        name: (b.facts.language === 'CN' ? bank.bankChName : bank.bankEngName) || bank.bankLocaleName || bank.bankCode,
      })),
      ...(payee ? { payee } : {}),
      latest,
    }
  },
}
