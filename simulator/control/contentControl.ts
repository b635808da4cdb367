import { Router } from 'express'
import { z } from 'zod'
import { newRsaKey } from '../crypto.ts'
import { queryString } from '../routes/endpoints.ts'
import { ANNOUNCEMENT_LISTS, type SimState } from '../state.ts'
import { isKnownVariant, VARIANTS } from '../variants.ts'
import { parse } from './controlBody.ts'

const VariantBody = z
  .strictObject({ endpoint: z.string().min(1), variant: z.string().min(1) })
  .refine((b) => isKnownVariant(b.endpoint, b.variant), { message: 'unknown endpoint or variant: GET /__sim/variants lists them' })
// Items are taken as they are, so a test can put any shape (a bad banner, a null name) before a client.
const AnnouncementsBody = z.partialRecord(z.enum(ANNOUNCEMENT_LISTS), z.array(z.unknown()).max(500))
const GameNamesBody = z.record(z.string().min(1), z.string().max(200).nullable())

export const variantList = (state: SimState) => [...state.variants].map(([endpoint, variant]) => ({ endpoint, variant }))

/** `/__sim/variants`: which answer variant each platform path gives. */
function variantControls(state: SimState): Router {
  const router = Router()
  router.get('/variants', (_req, res) => void res.json({ variants: variantList(state), available: VARIANTS }))
  router.post('/variants', (req, res) => {
    const body = parse(VariantBody, req.body, res)
    if (!body) return
    state.variants.set(body.endpoint, body.variant)
    res.json({ variants: variantList(state) })
  })
  router.delete('/variants', (req, res) => {
    const endpoint = queryString(req, 'endpoint')
    if (endpoint) state.variants.delete(endpoint)
    else state.variants.clear()
    res.json({ variants: variantList(state) })
  })
  return router
}

/** `/__sim/variants`, `/__sim/announcements`, `/__sim/game-names`, `/__sim/rsa/rotate`, `/__sim/devices`. */
export function contentControls(state: SimState): Router {
  const router = Router()
  router.use(variantControls(state))
  router.post('/announcements', (req, res) => {
    const body = parse(AnnouncementsBody, req.body, res)
    if (!body) return
    Object.assign(state.content.announcements, body)
    res.json({ lists: Object.keys(state.content.announcements) })
  })
  router.delete('/announcements', (_req, res) => {
    state.content.announcements = {}
    res.json({ lists: [] })
  })
  router.post('/game-names', (req, res) => {
    const body = parse(GameNamesBody, req.body, res)
    if (!body) return
    for (const [nodeId, name] of Object.entries(body)) state.content.gameNames.set(nodeId, name)
    res.json({ names: Object.fromEntries(state.content.gameNames) })
  })
  router.post('/rsa/rotate', (_req, res) => {
    state.rsaKey = newRsaKey()
    res.json({ modulus: state.rsaKey.modulusHex })
  })
  router.get('/devices', (req, res) => {
    const record = state.devices.get((queryString(req, 'account') ?? '').trim().toLowerCase())
    if (!record) return void res.status(404).json({ error: 'not_found', message: 'No login or registration recorded for this account' })
    res.json(record)
  })
  return router
}
