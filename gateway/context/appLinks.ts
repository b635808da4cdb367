import type { AppLinkKind } from '../../schemas/facts.ts'
import type { SystemStatus } from '../../schemas/upstream/index.ts'

export type AppLinks = Partial<Record<AppLinkKind | 'icon', string>>

/**
 * The app download links of the status answer (`info.resources`, S11 indexes them by `resourceType`): IOS,
 * Android (S7: types naming "android" or "apk"), MOBILECONFIG, and the download icon. Only http(s) links count.
 */
function kindOf(resourceType: string): AppLinkKind | 'icon' | undefined {
  const type = resourceType.trim().toLowerCase()
  if (type === 'ios') return 'ios'
  if (type === 'mobileconfig') return 'mobileconfig'
  if (type === 'appdownloadicon') return 'icon'
  if (type.includes('android') || type.includes('apk')) return 'android'
  return undefined
}

const memo = new WeakMap<SystemStatus, AppLinks>()

export function appLinksOf(status: SystemStatus): AppLinks {
  const known = memo.get(status)
  if (known) return known
  const links: AppLinks = {}
  for (const resource of status.info.resources) {
    const kind = kindOf(resource.resourceType)
    if (kind && !links[kind] && /^https?:\/\//i.test(resource.url.trim())) links[kind] = resource.url.trim()
  }
  memo.set(status, links)
  return links
}

/** The kinds of download links present, for the `appLink` condition. */
export function appLinkKinds(links: AppLinks): AppLinkKind[] {
  return (['android', 'ios', 'mobileconfig'] as const).filter((kind) => links[kind] !== undefined)
}
