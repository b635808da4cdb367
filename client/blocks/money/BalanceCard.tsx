import { useTranslation } from 'react-i18next'

/** The wallet balance at the top of a money panel; its label names the panel's section. */
export function BalanceCard({ titleId, balance, testId }: { titleId: string; balance: string; testId: string }) {
  const { t } = useTranslation()
  return (
    <div className="mcard">
      <div className="mbalance">
        <span id={titleId}>{t('wallet_balance')}</span>
        <span className="mbalance__value" data-testid={testId}>
          {balance}
        </span>
      </div>
    </div>
  )
}
