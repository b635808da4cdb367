import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResolvedMenuItem } from '../../schemas/menu.ts'
import type { ResolvedShell } from '../../schemas/screen.ts'
import { useOnAction } from '../actions/actionContext.ts'
import { Icon } from '../ui/Icon.tsx'
import { useVisibleItems } from './menuItems.tsx'
import './TopBanner.css'

type Banner = NonNullable<ResolvedShell['topBanner']>

// Room in 390 px for the logo, two labelled buttons and the menu icon.
const MAX_LABELLED = 2

export function TopBanner({ banner }: { banner: Banner }) {
  const onAction = useOnAction()
  const { t } = useTranslation()
  const buttons = useVisibleItems(banner.buttons)
  const { member, tap } = banner
  const runTap = tap === undefined ? undefined : () => void onAction(tap)
  const labelled = Math.min(buttons.length, MAX_LABELLED)
  const emphasised = buttons.findIndex((b, i) => b.emphasis === true && i < labelled)
  const primaryIndex = emphasised >= 0 ? emphasised : labelled - 1

  return (
    <header className="topbar" onClick={runTap}>
      <img className="topbar__logo" src={banner.logo} alt={t('client_brand')} width={112} height={28} />
      <div className="topbar__end">
        {member !== null && <TopBarMember member={member} runTap={runTap} />}
        {buttons.map((item, index) => (
          // Members get icon buttons; visitors get their first two items as labelled buttons.
          <TopBarButton key={item.id} item={item} iconOnly={member !== null || index >= MAX_LABELLED} primary={index === primaryIndex} />
        ))}
        <button
          type="button"
          className="icon-btn topbar__icon"
          aria-label={t('client_menu')}
          onClick={(event) => {
            event.stopPropagation()
            void onAction({ type: 'openSidebar' })
          }}
        >
          <Icon name="menu" size={22} />
        </button>
      </div>
    </header>
  )
}

function TopBarMember({ member, runTap }: { member: NonNullable<Banner['member']>; runTap: (() => void) | undefined }) {
  return (
    <button
      type="button"
      className="topbar__member"
      onClick={(event) => {
        event.stopPropagation()
        runTap?.()
      }}
    >
      <span className="topbar__who">
        <span className="topbar__name">{member.name}</span>
        <span className="topbar__vip">{member.vip}</span>
      </span>
      <span className="topbar__balance">
        <span className="topbar__currency">{member.currencySymbol}</span>
        {member.balance}
      </span>
    </button>
  )
}

function TopBarButton({ item, iconOnly, primary }: { item: ResolvedMenuItem; iconOnly: boolean; primary: boolean }) {
  const onAction = useOnAction()
  const run = (event: MouseEvent) => {
    event.stopPropagation()
    void onAction(item.action)
  }
  return iconOnly ? (
    <button type="button" className="icon-btn topbar__icon" aria-label={item.label} title={item.label} onClick={run}>
      <Icon name={item.icon} size={22} />
    </button>
  ) : (
    <button type="button" className={primary ? 'btn btn--primary btn--sm' : 'btn btn--ghost btn--sm'} onClick={run}>
      {item.label}
    </button>
  )
}
