import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResolvedPopup, ResolvedShell } from '../../schemas/screen.ts'
import { BottomMenu } from './BottomMenu.tsx'
import { BusyNotice } from './BusyNotice.tsx'
import { PageHeader } from './PageHeader.tsx'
import { PopupLayer } from './PopupLayer.tsx'
import { Sidebar } from './Sidebar.tsx'
import { TopBanner } from './TopBanner.tsx'
import './Shell.css'

const DEFAULT_LOGO = '/img/logo.svg'

type Props = {
  shell: ResolvedShell
  /** The route on show (an alias's route, home for an unknown path): its bottom menu entry is marked. */
  route: string
  popups: readonly ResolvedPopup[]
  theme: 'dark' | 'light'
  /** The next page is loading: show progress over the current one. */
  busy: boolean
  children: ReactNode
}

/** The frame of every page (seeds §2 Shell): top banner, header, content, bottom menu, sidebar, popups. */
export function Shell({ shell, route, popups, theme, busy, children }: Props) {
  const { t } = useTranslation()
  const classes = ['shell', shell.bottomMenu.visible ? 'has-bottom-menu' : '', shell.topBanner ? 'has-top-banner' : '']
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {busy && <div className="progress" role="progressbar" aria-label={t('client_loading')} />}
      <BusyNotice />
      {(shell.topBanner !== null || shell.header.visible) && (
        <div className="shell__top">
          {shell.topBanner !== null && <TopBanner banner={shell.topBanner} />}
          {shell.header.visible && <PageHeader header={shell.header} />}
        </div>
      )}
      <main className="shell__main" aria-busy={busy}>
        {/* One h1 per page, always here: the header's title, or the same title unseen where the design hides the header. */}
        {!shell.header.visible && <h1 className="visually-hidden">{shell.header.title || t('client_brand')}</h1>}
        {children}
      </main>
      {shell.bottomMenu.visible && <BottomMenu items={shell.bottomMenu.items} route={route} />}
      <Sidebar sidebar={shell.sidebar} logo={shell.topBanner?.logo ?? shell.header.logo ?? DEFAULT_LOGO} theme={theme} />
      <PopupLayer popups={popups} />
    </div>
  )
}
