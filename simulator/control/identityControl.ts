import { randomBytes } from 'node:crypto'
import { Router, type Response } from 'express'
import { z } from 'zod'
import { REGISTER_FIELDS, SESSION_EXPIRED_CODES } from '../../schemas/upstream/index.ts'
import { findMemberByAccount } from '../data/members.ts'
import { normalizeMobile } from '../identity/sms.ts'
import { endMemberSessions, expireSessions } from '../middleware/auth.ts'
import { queryString } from '../routes/endpoints.ts'
import type { SimState } from '../state.ts'
import { parse } from './controlBody.ts'

const compiles = (source: string) => {
  try {
    new RegExp(source)
    return true
  } catch {
    return false
  }
}
const Length = z.number().int().min(0).max(10_000)
const PartialRule = z
  .strictObject({
    enabled: z.boolean(),
    required: z.boolean(),
    acceptedPattern: z.string().refine((p) => p === '*' || compiles(p), 'acceptedPattern must be "*" or a valid regular expression'),
    minLength: Length,
    maxLength: Length,
    patternId: z.number().int(),
    message: z.string(),
  })
  .partial()
const RegisterSettingsBody = z.partialRecord(z.enum(REGISTER_FIELDS), PartialRule)
const ExpireBody = z.strictObject({
  token: z.string().min(1).optional(),
  errorCode: z.enum(SESSION_EXPIRED_CODES).default('login.not.session'),
})
const DisableBody = z.strictObject({ account: z.string().min(1), disabled: z.boolean() })
const SocialTokenBody = z.strictObject({ account: z.string().min(1) })
const SOCIAL_TOKEN_MS = 5 * 60_000

function notFound(res: Response, message: string): void {
  res.status(404).json({ error: 'not_found', message })
}

/** `/__sim` controls of the identity area: captcha and slider answers, SMS and mail outboxes, rules, sessions. */
export function identityControls(state: SimState): Router {
  const router = Router()
  router.get('/slider/:id', (req, res) => {
    const challenge = state.identity.sliders.get(req.params.id)
    if (!challenge) return notFound(res, 'No open slider challenge with this id')
    res.json({ x: challenge.x })
  })
  router.get('/captcha/last', (_req, res) => {
    const captcha = state.identity.lastCaptcha
    if (!captcha) return notFound(res, 'No captcha issued yet')
    res.json({ id: captcha.id, code: captcha.code })
  })
  router.get('/sms/last', (req, res) => {
    const mobile = normalizeMobile(queryString(req, 'mobile'))
    const sms = mobile ? state.identity.smsLast.get(mobile) : undefined
    if (!sms) return notFound(res, 'No SMS sent to this number')
    res.json({ mobile: sms.mobile, code: sms.code, purpose: sms.purpose, sentAt: sms.sentAt, expiresAt: sms.expiresAt })
  })
  router.get('/mail/last', (req, res) => {
    const mail = state.identity.mails.get(queryString(req, 'email')?.trim().toLowerCase() ?? '')
    if (!mail) return notFound(res, 'No mail sent to this address')
    res.json(mail)
  })
  router.use(accountControls(state))
  return router
}

/** Registration rules, ended sessions and disabled accounts. */
function accountControls(state: SimState): Router {
  const router = Router()
  router.put('/register-settings', (req, res) => {
    const body = parse(RegisterSettingsBody, req.body, res)
    if (!body) return
    const rules = state.identity.registerRules
    for (const field of REGISTER_FIELDS) rules[field] = { ...rules[field], ...body[field] }
    res.json({ settings: rules })
  })
  router.post('/sessions/expire', (req, res) => {
    const body = parse(ExpireBody, req.body, res)
    if (!body) return
    res.json({ ended: expireSessions(state, body.token, body.errorCode) })
  })
  router.post('/members/disabled', (req, res) => {
    const body = parse(DisableBody, req.body, res)
    if (!body) return
    const member = findMemberByAccount(state.members, body.account)
    if (!member) return notFound(res, 'No such account')
    member.disabled = body.disabled
    if (body.disabled) endMemberSessions(state, member.id)
    res.json({ account: member.account, disabled: member.disabled })
  })
  // What the third-party sign-in service hands the page after a member signs in there: an ID token, for five minutes.
  router.post('/social-token', (req, res) => {
    const body = parse(SocialTokenBody, req.body, res)
    if (!body) return
    const member = findMemberByAccount(state.members, body.account)
    if (!member) return notFound(res, 'No such account')
    const token = randomBytes(24).toString('base64url')
    state.identity.socialTokens.set(token, { memberId: member.id, expiresAt: state.now() + SOCIAL_TOKEN_MS })
    res.json({ token })
  })
  return router
}
