import { useEffect, useRef, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { Action } from '../../schemas/actions.ts'
import type { ResolvedMenuItem } from '../../schemas/menu.ts'
import type { ResolvedShell } from '../../schemas/screen.ts'
import { useOnAction } from '../actions/actionContext.ts'
import { I18NEXT_CODE, currentLanguage, isLanguage } from '../lib/language.ts'
import { badgeText } from '../ui/badge.ts'
import { Icon } from '../ui/Icon.tsx'
import { LazyImage } from '../ui/LazyImage.tsx'
import { useVisibleItems } from './menuItems.tsx'
import { useShellUi } from './shellUi.ts'
import './Sidebar.css'

type SidebarData = ResolvedShell['sidebar']
type Props = { sidebar: SidebarData; logo: string; theme: 'dark' | 'light' }

export function Sidebar({ sidebar, logo, theme }: Props) {
  const onAction = useOnAction()
  const { t } = useTranslation()
  const { sidebarOpen } = useShellUi()
  const closeButton = useRef<HTMLButtonElement>(null)
  const items = useVisibleItems(sidebar.items)

  const close = () => void onAction({ type: 'closeSidebar' })
  const runAndClose = (action: Action) => {
    void onAction({ type: 'closeSidebar' })
    void onAction(action)
  }
  useSidebarKeys(sidebarOpen, closeButton)

  return (
    <div className={sidebarOpen ? 'drawer is-open' : 'drawer'} inert={!sidebarOpen}>
      <div className="drawer__backdrop" onClick={close} />
      <aside className="drawer__panel" role="dialog" aria-modal="true" aria-label={t('client_menu')}>
        <SidebarHead member={sidebar.member} logo={logo} closeButton={closeButton} onClose={close} />
        <SidebarButtons buttons={sidebar.buttons} onRun={runAndClose} />

        <ul className="drawer__items">
          {items.map((item) => (
            <SidebarItem key={item.id} item={item} onRun={runAndClose} />
          ))}
        </ul>

        {sidebar.languages.length > 1 && <SidebarLanguages languages={sidebar.languages} />}
        <SidebarTheme theme={theme} />
      </aside>
    </div>
  )
}

/** While the drawer is open: focus its close button, and Escape closes it. */
function useSidebarKeys(sidebarOpen: boolean, closeButton: RefObject<HTMLButtonElement | null>) {
  const onAction = useOnAction()
  useEffect(() => {
    if (!sidebarOpen) return undefined
    closeButton.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') void onAction({ type: 'closeSidebar' })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [sidebarOpen, onAction, closeButton])
}

type HeadProps = {
  member: SidebarData['member']
  logo: string
  closeButton: RefObject<HTMLButtonElement | null>
  onClose: () => void
}

function SidebarHead({ member, logo, closeButton, onClose }: HeadProps) {
  const { t } = useTranslation()
  return (
    <div className="drawer__head">
      {member !== null ? (
        <div className="drawer__member">
          <span className="drawer__avatar">
            <Icon name="user" size={26} />
          </span>
          <span className="drawer__who">
            <strong className="drawer__name">{member.name}</strong>
            <span className="drawer__balance">
              {member.currencySymbol} {member.balance}
            </span>
          </span>
        </div>
      ) : (
        <img className="drawer__logo" src={logo} alt={t('client_brand')} height={28} />
      )}
      <button ref={closeButton} type="button" className="icon-btn" aria-label={t('client_close')} onClick={onClose}>
        <Icon name="close" size={22} />
      </button>
    </div>
  )
}

function SidebarButtons({ buttons: all, onRun }: { buttons: SidebarData['buttons']; onRun: (action: Action) => void }) {
  const buttons = useVisibleItems(all)
  if (buttons.length === 0) return null
  return (
    <div className="drawer__buttons">
      {buttons.map((item, index) => (
        <button key={item.id} type="button" className={index === 0 ? 'btn btn--primary' : 'btn btn--ghost'} onClick={() => onRun(item.action)}>
          <Icon name={item.icon} size={18} />
          {item.label}
        </button>
      ))}
    </div>
  )
}

function SidebarLanguages({ languages }: { languages: SidebarData['languages'] }) {
  const onAction = useOnAction()
  const { t, i18n } = useTranslation()
  const language = currentLanguage(i18n)
  return (
    <div className="drawer__section">
      <h2 className="drawer__section-title">
        <Icon name="language" size={18} />
        {t('client_language')}
      </h2>
      <div className="drawer__langs">
        {languages.map((lang) => (
          <button
            key={lang.code}
            type="button"
            className={lang.code === language ? 'chip is-selected' : 'chip'}
            aria-pressed={lang.code === language}
            onClick={() => void onAction({ type: 'setLanguage', lang: lang.code })}
          >
            {lang.flag !== undefined && <LazyImage src={lang.flag} alt="" fallback="flag" aspectRatio={1.5} className="drawer__flag" />}
            {/* Each name is written in its own script: its language picks the font that has the glyphs. */}
            <span lang={isLanguage(lang.code) ? I18NEXT_CODE[lang.code] : undefined}>{lang.label}</span>
          </button>
        ))}
      </div>
    </div>
  )
}

function SidebarTheme({ theme }: { theme: Props['theme'] }) {
  const onAction = useOnAction()
  const { t } = useTranslation()
  return (
    <div className="drawer__section drawer__theme">
      <span className="drawer__section-title">
        <Icon name="theme" size={18} />
        {t('client_theme')}
      </span>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={theme === 'dark'}
        aria-label={t('client_theme')}
        onClick={() => void onAction({ type: 'setTheme', theme: 'toggle' })}
      >
        <span className="switch__thumb" />
      </button>
    </div>
  )
}

function SidebarItem({ item, onRun }: { item: ResolvedMenuItem; onRun: (action: Action) => void }) {
  const badge = badgeText(item.badge)
  return (
    <li>
      <button type="button" className="drawer__item" onClick={() => onRun(item.action)}>
        <span className="drawer__item-icon">
          <Icon name={item.icon} size={20} />
        </span>
        <span className="drawer__item-label">{item.label}</span>
        {badge !== null && <span className="badge">{badge}</span>}
        <Icon name="back" size={16} className="drawer__chevron" />
      </button>
    </li>
  )
}
