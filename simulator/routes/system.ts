import type { Request } from 'express'
import { wrapDesPath } from '../crypto.ts'
import { whiteLabelAnswer } from '../data/flags.ts'
import { publishedRules } from '../data/registerSettings.ts'
import { downloadResources } from '../data/seed.ts'
import { sendOk } from '../envelope.ts'
import { effectiveRules } from '../identity/validate.ts'
import type { SimState } from '../state.ts'
import { variantOf } from '../variants.ts'
import type { Endpoint, Handler } from './endpoints.ts'

function clientIp(req: Request): string {
  const forwarded = req.get('x-forwarded-for')?.split(',')[0]?.trim()
  const ip = forwarded || req.socket.remoteAddress || '127.0.0.1'
  return ip.replace(/^::ffff:/, '')
}

/**
 * The status answer with the `info` keys S11 `getPermission` reads: customer service, domain routes, resources,
 * the white-label tree (one root node), the registration rules, the main domain, analytics and the CDNs.
 */
function systemStatus(state: SimState, ip: string, whiteLabelAsList = false) {
  const { publicUrl } = state.config
  return {
    maintenance: state.status.maintenance,
    regionRestriction: state.status.regionRestriction,
    location: { ip },
    info: {
      customerService: state.data.customerService.map((cs) => ({ csType: cs.csType, path: wrapDesPath(cs.url(publicUrl), cs.key) })),
      domainRoute: [],
      resources: state.promo.resources ?? downloadResources(publicUrl),
      whitelabel: whiteLabelAnswer(state.flags, whiteLabelAsList),
      register: publishedRules(effectiveRules(state), false),
      mainDomain: new URL(publicUrl).host,
      // S11 reads `analytics.gtagId`; the simulator has no analytics account.
      analytics: { gtagId: null },
      imageCDNs: [publicUrl],
      launchGameCDNs: [publicUrl],
    },
  }
}

const status: Handler = (req, res, { state }) => sendOk(res, systemStatus(state, clientIp(req), variantOf(state, req.path) === 'whitelabelArray'))

export const systemEndpoints: Endpoint[] = [
  { methods: ['GET'], path: '/wps/system/status', openInMaintenance: true, handle: status },
  { methods: ['GET'], path: '/wps/v2/system/status', openInMaintenance: true, handle: status },
  {
    methods: ['GET'],
    path: '/wps/system/whitelabel',
    openInMaintenance: true,
    handle: (req, res, { state }) => sendOk(res, whiteLabelAnswer(state.flags, variantOf(state, req.path) === 'whitelabelArray')),
  },
]
