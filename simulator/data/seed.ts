import { KEY_ALPHABET, type CsType } from '../../schemas/upstream/index.ts'
import { randomString, rngFor } from '../prng.ts'
import {
  buildBanners,
  LIVE_MODELS,
  MEMBER_ANNOUNCEMENTS,
  NOTICES,
  POPUPS,
  PROMOTIONS,
  type AnnouncementItem,
  type Banner,
  type LiveModel,
  type Notice,
} from './announcements.ts'
import { buildGames, type GameCatalogue } from './games.ts'

type CsEntry = { csType: CsType; key: string; url(publicUrl: string): string }
export type DownloadResource = { resourceType: string; url: string; labelNameEn: string }

export type SeedData = {
  catalogue: GameCatalogue
  banners: readonly Banner[]
  notices: readonly Notice[]
  /** Type A: answered to members only (see routes/content.ts). */
  memberAnnouncements: readonly Notice[]
  popups: readonly AnnouncementItem[]
  promotions: readonly AnnouncementItem[]
  models: readonly LiveModel[]
  customerService: readonly CsEntry[]
}

export const APP_ICON_PATH = '/TCG_PROD_IMAGES/APP/download.svg'

export function buildSeedData(seed: number): SeedData {
  const catalogue = buildGames(seed)
  const keys = rngFor(seed, 'customer-service-keys')
  const customerService: CsEntry[] = [
    { csType: 'WHATSAPP', key: randomString(keys, KEY_ALPHABET, 8), url: () => 'https://wa.me/60123456789' },
    { csType: 'LIVECHAT', key: randomString(keys, KEY_ALPHABET, 8), url: (base) => `${base}/chat/live` },
    { csType: 'CS', key: randomString(keys, KEY_ALPHABET, 8), url: (base) => `${base}/chat/cs` },
  ]
  return {
    catalogue,
    banners: buildBanners(catalogue.games),
    notices: NOTICES,
    memberAnnouncements: MEMBER_ANNOUNCEMENTS,
    popups: POPUPS,
    promotions: PROMOTIONS,
    models: LIVE_MODELS,
    customerService,
  }
}

export function downloadResources(publicUrl: string): DownloadResource[] {
  return [
    { resourceType: 'IOS', url: `${publicUrl}/download/ios`, labelNameEn: 'iOS App' },
    { resourceType: 'Android', url: `${publicUrl}/download/android.apk`, labelNameEn: 'Android App' },
    { resourceType: 'MOBILECONFIG', url: `${publicUrl}/download/sim88.mobileconfig`, labelNameEn: 'iOS Web Clip' },
    { resourceType: 'AppDownloadIcon', url: `${publicUrl}${APP_ICON_PATH}`, labelNameEn: 'Download the app' },
    { resourceType: 'TELEGRAM', url: 'https://t.me/sim88_official', labelNameEn: 'Telegram' },
  ]
}
