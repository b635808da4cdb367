import { BOOT_ELEMENT_ID, type BootData } from '../../schemas/ssr.ts'
import { isLanguage } from '../lib/language.ts'

/**
 * The first screen the server drew into the page, or null (a page served without it). Read without a validator:
 * it comes from the same answer as the page itself, and GET /api/screen's schema already shaped it on the server.
 */
export function readBoot(): BootData | null {
  const element = document.getElementById(BOOT_ELEMENT_ID)
  if (element === null) return null
  try {
    const boot = JSON.parse(element.textContent) as Partial<BootData> | null
    if (!boot || typeof boot.path !== 'string' || !isLanguage(boot.lang) || typeof boot.screen !== 'object' || typeof boot.texts !== 'object') return null
    return boot as BootData
  } catch {
    return null
  }
}
