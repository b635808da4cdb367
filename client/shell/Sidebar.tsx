import { useEffect, useRef } from 'react'
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

type Props = { sidebar: ResolvedShell['sidebar']; logo: string; theme: 'dark' | 'light' }

export function Sidebar({ sidebar, logo, theme }: Props) {
  const onAction = useOnAction()
  const { t, i18n } = useTranslation()
  const { sidebarOpen } = useShellUi()
  const closeButton = useRef<HTMLButtonElement>(null)
  const buttons = useVisibleItems(sidebar.buttons)
  const items = useVisibleItems(sidebar.items)
  const { member } = sidebar
  const language = currentLanguage(i18n)

  const close = () => void onAction({ type: 'closeSidebar' })
  const runAndClose = (action: Action) => {
    void onAction({ type: 'closeSidebar' })
    void onAction(action)
  }

  useEffect(() => {
    if (!sidebarOpen) return undefined
    closeButton.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') void onAction({ type: 'closeSidebar' })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [sidebarOpen, onAction])

  return (
    <div className={sidebarOpen ? 'drawer is-open' : 'drawer'} inert={!sidebarOpen}>
      <div className="drawer__backdrop" onClick={close} />
      <aside className="drawer__panel" role="dialog" aria-modal="true" aria-label={t('client_menu')}>
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
          <button ref={closeButton} type="button" className="icon-btn" aria-label={t('client_close')} onClick={close}>
            <Icon name="close" size={22} />
          </button>
        </div>

        {buttons.length > 0 && (
          <div className="drawer__buttons">
            {buttons.map((item, index) => (
              <button
                key={item.id}
                type="button"
                className={index === 0 ? 'btn btn--primary' : 'btn btn--ghost'}
                onClick={() => runAndClose(item.action)}
              >
                <Icon name={item.icon} size={18} />
                {item.label}
              </button>
            ))}
          </div>
        )}

        <ul className="drawer__items">
          {items.map((item) => (
            <SidebarItem key={item.id} item={item} onRun={runAndClose} />
          ))}
        </ul>

        {sidebar.languages.length > 1 && (
          <div className="drawer__section">
            <h2 className="drawer__section-title">
              <Icon name="language" size={18} />
              {t('client_language')}
            </h2>
            <div className="drawer__langs">
              {sidebar.languages.map((lang) => (
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
        )}

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
      </aside>
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
