import { useTranslation } from 'react-i18next'
import { useOnAction } from '../actions/actionContext.ts'
import { Icon } from '../ui/Icon.tsx'
import type { BlockProps } from './types.ts'
import './money/money.css'
import './MemberSummaryBlock.css'

type Summary = BlockProps<'memberSummary'>['props']

/** The member centre's head: who, VIP level and progress to the next, the total balance, deposit and withdraw. */
export default function MemberSummaryBlock({ id, props }: BlockProps<'memberSummary'>) {
  const { t } = useTranslation()
  const onAction = useOnAction()
  return (
    <section data-block={id} className="block" aria-label={props.name}>
      <div className="mcard msummary">
        <div className="msummary__who">
          <span className="msummary__avatar">
            <Icon name="member" size={28} />
          </span>
          <div className="msummary__names">
            <h2 className="msummary__name">{props.name}</h2>
            <p className="msummary__account">{props.account}</p>
          </div>
          <span className="msummary__vip">{props.vip}</span>
        </div>
        {props.rank && <RankProgress rank={props.rank} />}
        <div className="mbalance msummary__balance">
          <span>{t('wallet_balance')}</span>
          <span className="mbalance__value" data-testid="member-balance">
            {props.balance}
          </span>
        </div>
        {props.buttons.length > 0 && (
          <div className="mbuttons">
            {props.buttons.map((button, i) => (
              <button key={button.id} type="button" className={`btn ${i === 0 ? 'btn--primary' : 'btn--ghost'}`} onClick={() => void onAction(button.action)}>
                <Icon name={button.icon} size={18} />
                {button.label}
              </button>
            ))}
          </div>
        )}
      </div>
    </section>
  )
}

/** This month's turnover and how far it is to the next VIP level. */
function RankProgress({ rank }: { rank: NonNullable<Summary['rank']> }) {
  const { t } = useTranslation()
  return (
    <div className="msummary__rank">
      <div className="msummary__rank-head">
        <span>{t('monthly_turnover')}</span>
        {rank.next && <span>{t('next_level', { level: rank.next })}</span>}
      </div>
      <div
        className="msummary__bar"
        role="progressbar"
        aria-label={t('monthly_turnover')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(rank.progress * 100)}
      >
        <span style={{ width: `${Math.round(rank.progress * 100)}%` }} />
      </div>
      <p className="msummary__turnover">{rank.turnover}</p>
    </div>
  )
}
