import { balanceText, money, walletFormat } from '../binding/money.ts'
import type { BlockResolver } from './types.ts'

/** Deposit (seeds 001 §7 Deposit): the platform's channels by vendor with their limits and quick amounts, and promotions. */
export const depositPanel: BlockResolver<'depositPanel'> = {
  unavailable: { title: 'deposit_unavailable_title', message: 'deposit_unavailable_body', chat: true },
  needs: (_props, viewer) => (viewer.loggedIn ? ['wallet', 'depositChannels', 'depositPromos', 'depositSettings'] : []),
  bind: (_props, b) => {
    if (!b.viewer.session) return null
    const wallet = b.source('wallet')
    const format = walletFormat(wallet)
    const vendors = b
      .source('depositChannels')
      .map((v) => ({
        id: v.vendor,
        name: v.displayName || v.vendor,
        channels: v.channels.map((c) => ({
          id: c.channelId,
          name: c.channelName,
          kind: c.type === 'MANUAL' ? ('manual' as const) : ('gateway' as const),
          min: money(c.minAmount, format),
          max: money(c.maxAmount, format),
          minValue: c.minAmount,
          maxValue: c.maxAmount,
          quick: c.fixedAmounts.map((value) => ({ value, label: money(value, { ...format, decimals: value.includes('.') ? format.decimals : 0 }) })),
        })),
      }))
      .filter((v) => v.channels.length > 0)
    const settings = b.optional('depositSettings')
    const promos = (b.optional('depositPromos') ?? []).map((p) => ({ id: p.promoId, title: p.title, ...(p.description ? { description: p.description } : {}) }))
    return {
      balance: money(balanceText(wallet), format),
      symbol: format.symbol,
      decimals: format.decimals,
      vendors: settings?.allowDeposit === false ? [] : vendors,
      promos,
    }
  },
}
