import type { Action } from '../../schemas/actions.ts'
import type { ShellLayout } from '../../schemas/layout.ts'
import type { MemberSummary, ResolvedShell } from '../../schemas/screen.ts'
import type { MemberInfo, WalletBalance } from '../../schemas/upstream/index.ts'
import type { ItemContext } from '../binding/items.ts'
import { resolveItems } from '../binding/items.ts'
import { rewriteAction } from '../binding/rewriteAction.ts'
import { badgeSources, type ViewerHint } from '../sources/badges.ts'
import type { SourceName } from '../sources/types.ts'

const BALANCE_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** Header balance: the sum balance as an integer (truncated), thousands-separated. */
function formatBalance(sum: number): string {
  return BALANCE_FORMAT.format(Math.trunc(sum))
}

export function memberSummary(member: MemberInfo | null, wallet: WalletBalance | undefined, userName: string): MemberSummary {
  return {
    name: member?.nickname || member?.account || userName,
    balance: wallet ? formatBalance(wallet.sumBalance) : '--',
    vip: member?.clubLabel?.labelName || '0',
    currencySymbol: wallet?.currencySymbol ?? '￥',
  }
}

function backAction(shell: ShellLayout, path: string): Action | undefined {
  if (shell.header.noBackOn.includes(path)) return undefined
  if (shell.header.backToHomeFrom.includes(path)) return { type: 'navigate', to: '/m/home', replace: true }
  return { type: 'back', fallback: '/m/home' }
}

/** The language switch (seeds 000 §2): each language with its flag, built from the configured media path. */
function languageChoices(shell: ShellLayout, t: ItemContext['t'], media: ShellInput['media']): ResolvedShell['sidebar']['languages'] {
  const flag = shell.languageFlag
  return shell.languages.map((code) => ({ code, label: t({ t: `lang_${code}` }), ...(flag ? { flag: media(flag.replaceAll('{lang}', code)) } : {}) }))
}

/** The counts the shell's badges need on this route: the bottom menu's where it shows, the sidebar's, the top banner's. */
export function shellNeeds(shell: ShellLayout, path: string, hint: ViewerHint): SourceName[] {
  const items = [...shell.sidebar.items, ...shell.topBanner.memberButtons]
  if (!shell.bottomMenu.hiddenOn.includes(path)) items.push(...shell.bottomMenu.items)
  return badgeSources(items, hint)
}

export type ShellInput = {
  shell: ShellLayout
  path: string
  gated: boolean
  member: MemberSummary | null
  items: ItemContext
  /** Maps a platform media path to a URL the page may load. */
  media: (path: string) => string
}

/** The frame around a screen for this route and viewer (seeds 000 §2 Shell). */
export function resolveShell({ shell, path, gated, member: viewer, items, media }: ShellInput): ResolvedShell {
  // A maintenance or restricted screen is kept by the browser and shown to whoever opens it next: it names nobody.
  const member = gated ? null : viewer
  const isHome = shell.homeRoutes.includes(path)
  const t = items.t
  const title = shell.header.titles[path]
  const back = backAction(shell, path)
  const tap = member ? rewriteAction(shell.topBanner.tap, items) : null
  return {
    topBanner:
      isHome && !gated
        ? {
            logo: shell.logo,
            member,
            ...(tap ? { tap } : {}),
            buttons: resolveItems(
              member ? shell.topBanner.memberButtons : shell.topBanner.visitorButtons,
              items,
              member ? 'topBanner.memberButtons' : 'topBanner.visitorButtons',
            ),
          }
        : null,
    header: {
      visible: !gated && !shell.header.hiddenOn.includes(path),
      ...(title ? { title: t(title) } : {}),
      ...(isHome ? { logo: shell.logo } : {}),
      ...(back ? { back } : {}),
    },
    bottomMenu: { visible: !gated && !shell.bottomMenu.hiddenOn.includes(path), items: gated ? [] : resolveItems(shell.bottomMenu.items, items, 'bottomMenu') },
    sidebar: {
      member,
      buttons: gated
        ? []
        : resolveItems(member ? shell.sidebar.memberButtons : shell.sidebar.visitorButtons, items, member ? 'sidebar.memberButtons' : 'sidebar.visitorButtons'),
      items: gated ? [] : resolveItems(shell.sidebar.items, items, 'sidebar.items'),
      languages: languageChoices(shell, t, media),
    },
    transition: shell.transition,
  }
}
