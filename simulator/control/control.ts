import express, { Router } from 'express'
import { z } from 'zod'
import { FAULT_KINDS, resetState, type SimState } from '../state.ts'
import { betControls } from './betControl.ts'
import { contentControls, variantList } from './contentControl.ts'
import { badJson, parse } from './controlBody.ts'
import { gameControls } from './gamesControl.ts'
import { identityControls } from './identityControl.ts'
import { messageControls } from './messagesControl.ts'
import { moneyControls } from './moneyControl.ts'
import { promoControls } from './promoControl.ts'

const StatusBody = z.strictObject({ maintenance: z.boolean().optional(), regionRestriction: z.boolean().optional() })
const FlagsBody = z.record(z.string().regex(/^[A-Z0-9_]{2,40}$/, 'flag names are upper-case module ids like CBS3'), z.boolean())
const RefuseBody = z.strictObject({ unevidenced: z.boolean() })
const Millis = z.number().int().min(0).max(600_000)
const FaultBody = z
  .strictObject({
    endpoint: z.union([z.literal('*'), z.string().regex(/^\/(wps|lgw)\//, 'endpoint must be "*" or a path under /wps/ or /lgw/')]),
    kind: z.enum(FAULT_KINDS),
    ms: Millis.optional(),
    bytes: z
      .number()
      .int()
      .min(1)
      .max(2 ** 31)
      .optional(),
    status: z.number().int().min(400).max(599).optional(),
    times: z.number().int().min(1).max(1_000_000).optional(),
  })
  .refine((f) => f.kind !== 'latency' || f.ms !== undefined, { message: 'latency faults need ms', path: ['ms'] })
  .refine((f) => f.bytes === undefined || f.kind === 'huge', { message: 'only huge faults take bytes', path: ['bytes'] })
  .refine((f) => f.status === undefined || f.kind === 'htmlError', { message: 'only htmlError faults take a status', path: ['status'] })
const LatencyBody = z.strictObject({ ms: Millis })

const faultList = (state: SimState) => [...state.faults].map(([endpoint, f]) => ({ endpoint, ...f }))
const snapshot = (state: SimState) => ({
  merchant: state.config.merchant,
  publicUrl: state.config.publicUrl,
  status: state.status,
  flags: Object.fromEntries(state.flags),
  faults: faultList(state),
  latencyMs: state.latencyMs,
  sessions: state.sessions.size,
  members: state.members.length,
  variants: variantList(state),
  content: { announcements: Object.keys(state.content.announcements), gameNames: state.content.gameNames.size },
})

/** `/__sim/faults`, `/__sim/latency`, `/__sim/stats`, `/__sim/traceparents`: what the platform's calls meet, and what they carried. */
function faultControls(state: SimState): Router {
  const router = Router()
  router.get('/faults', (_req, res) => void res.json({ faults: faultList(state) }))
  router.post('/faults', (req, res) => {
    const body = parse(FaultBody, req.body, res)
    if (!body) return
    state.faults.set(body.endpoint, { kind: body.kind, ms: body.ms, bytes: body.bytes, status: body.status, times: body.times })
    res.json({ faults: faultList(state) })
  })
  router.post('/refuse', (req, res) => {
    const body = parse(RefuseBody, req.body, res)
    if (!body) return
    state.refuseUnevidenced = body.unevidenced
    res.json({ unevidenced: state.refuseUnevidenced })
  })
  router.delete('/faults', (_req, res) => {
    state.faults.clear()
    res.json({ faults: [] })
  })
  router.post('/latency', (req, res) => {
    const body = parse(LatencyBody, req.body, res)
    if (!body) return
    state.latencyMs = body.ms
    res.json({ ms: state.latencyMs })
  })
  router.get('/stats', (_req, res) => void res.json({ calls: Object.fromEntries(state.calls) }))
  router.get('/traceparents', (_req, res) => void res.json({ traceparents: Object.fromEntries(state.traceparents) }))
  router.delete('/stats', (_req, res) => {
    state.calls.clear()
    state.traceparents.clear()
    res.json({ calls: {} })
  })
  return router
}

/** `/__sim/*`: test and benchmark controls, never part of the imitated platform. */
export function controlRouter(state: SimState): Router {
  const router = Router()
  router.use(express.json({ limit: '64kb' }))
  router.get('/state', (_req, res) => void res.json(snapshot(state)))
  router.post('/status', (req, res) => {
    const body = parse(StatusBody, req.body, res)
    if (!body) return
    Object.assign(state.status, body)
    res.json({ status: state.status })
  })
  router.get('/flags', (_req, res) => void res.json({ flags: Object.fromEntries(state.flags) }))
  router.post('/flags', (req, res) => {
    const body = parse(FlagsBody, req.body, res)
    if (!body) return
    for (const [name, on] of Object.entries(body)) state.flags.set(name, on)
    res.json({ flags: Object.fromEntries(state.flags) })
  })
  router.use(faultControls(state))
  router.use(identityControls(state))
  router.post('/reset', (_req, res) => {
    resetState(state)
    res.json({ ok: true })
  })
  router.use(gameControls(state))
  router.use(contentControls(state))
  router.use(moneyControls(state))
  router.use(messageControls(state))
  router.use(promoControls(state))
  router.use(betControls(state))
  router.use((_req, res) => void res.status(404).json({ error: 'not_found', message: 'Unknown control endpoint' }))
  router.use(badJson)
  return router
}
