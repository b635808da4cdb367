import type { Device } from '../../schemas/conditions.ts'

export function deviceFromUserAgent(ua: string | undefined): Device {
  if (!ua) return 'other'
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios'
  if (/Android/i.test(ua)) return 'android'
  return 'other'
}
