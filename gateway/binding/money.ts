import { DEFAULT_MONEY_FORMAT, formatMoney, moneyFormatOf, type MoneyFormat } from '../../schemas/money.ts'
import type { WalletBalance } from '../../schemas/upstream/index.ts'

/** The wallet's currency and pattern (seeds 000 §3: default CNY ￥ #,##0.00). */
export function walletFormat(wallet: WalletBalance | undefined, decimals = true): MoneyFormat {
  if (!wallet) return decimals ? DEFAULT_MONEY_FORMAT : moneyFormatOf(DEFAULT_MONEY_FORMAT.symbol, '#,##0')
  return moneyFormatOf(wallet.currencySymbol, decimals ? '#,##0.00' : '#,##0')
}

/** A platform amount in the wallet's currency and pattern. */
export function money(amount: string, format: MoneyFormat): string {
  return formatMoney(amount, format)
}

/** The wallet's sum balance as decimal text (the number's shortest text is the decimal the platform sent). */
export function balanceText(wallet: WalletBalance): string {
  return String(wallet.sumBalance)
}
