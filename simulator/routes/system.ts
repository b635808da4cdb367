import type { Request } from 'express'
import { sendOk } from '../envelope.ts'
import { wrapDesPath } from '../crypto.ts'
import { buildWhiteLabelTree } from '../data/flags.ts'
import { downloadResources } from '../data/seed.ts'
import type { SimState } from '../state.ts'
import type { Endpoint, Handler } from './endpoints.ts'

function clientIp(req: Request): string {
  const forwarded = req.get('x-forwarded-for')?.split(',')[0]?.trim()
  const ip = forwarded || req.socket.remoteAddress || '127.0.0.1'
  return ip.replace(/^::ffff:/, '')
}

export function systemStatus(state: SimState, ip: string) {
  const { publicUrl } = state.config
  return {
    maintenance: state.status.maintenance,
    regionRestriction: state.status.regionRestriction,
    location: { ip },
    info: {
      customerService: state.data.customerService.map((cs) => ({ csType: cs.csType, path: wrapDesPath(cs.url(publicUrl), cs.key) })),
      resources: downloadResources(publicUrl),
      imageCDNs: [publicUrl],
      whitelabel: buildWhiteLabelTree(state.flags),
    },
  }
}

const status: Handler = (req, res, { state }) => sendOk(res, systemStatus(state, clientIp(req)))

export const systemEndpoints: Endpoint[] = [
  { methods: ['GET'], path: '/wps/system/status', openInMaintenance: true, handle: status },
  { methods: ['GET'], path: '/wps/v2/system/status', openInMaintenance: true, handle: status },
  {
    methods: ['GET'],
    path: '/wps/system/whitelabel',
    openInMaintenance: true,
    handle: (_req, res, { state }) => sendOk(res, buildWhiteLabelTree(state.flags)),
  },
]
