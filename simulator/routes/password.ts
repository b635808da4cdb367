import { randomBytes } from 'node:crypto'
import type { Request, Response } from 'express'
import { PasswordChangePayloadSchema, PasswordResetEmailPayloadSchema, PasswordResetSmsPayloadSchema } from '../../schemas/upstream/index.ts'
import { findMemberByAccount, findMemberById, findMemberByMobile, type Member } from '../data/members.ts'
import { errors, sendFail, sendOk, sendParamError } from '../envelope.ts'
import { normalizeDialingCode, normalizeMobile, redeemSmsCode } from '../identity/sms.ts'
import { remember } from '../identity/store.ts'
import { validateNewPassword } from '../identity/validate.ts'
import { endMemberSessions } from '../middleware/auth.ts'
import type { SimState } from '../state.ts'
import { decryptLoginBody, readPayload } from './body.ts'
import type { Endpoint } from './endpoints.ts'

const RESET_LINK_TTL_MS = 30 * 60 * 1000

/** A form-encoded body as an object; undefined when the request is not a form or has no body. */
function parseFormBody(req: Request): Record<string, string> | undefined {
  if (!req.is('application/x-www-form-urlencoded') || typeof req.body !== 'string' || !req.body.trim()) return undefined
  return Object.fromEntries(new URLSearchParams(req.body))
}

/** A reset by someone who is not logged in ends every session of the account. */
function setPassword(state: SimState, member: Member, password: string, endSessions: boolean): void {
  member.password = password
  state.identity.loginFailures.delete(member.id)
  if (endSessions) endMemberSessions(state, member.id)
}

function sendIfInvalid(state: SimState, res: Response, newPassword: string, confirm: string): boolean {
  const problem = validateNewPassword(state, newPassword, confirm)
  if (problem) sendParamError(res, problem.field, problem.message)
  return !!problem
}

export const passwordEndpoints: Endpoint[] = [
  {
    methods: ['POST'],
    path: '/wps/member/password',
    auth: true,
    rawBody: true,
    handle: (req, res, { state, member }) => {
      const body = readPayload(res, decryptLoginBody(req, state.rsaKey), PasswordChangePayloadSchema)
      if (!body) return
      if (body.oldPassword !== member.password) return sendFail(res, errors.passwordOldError)
      if (body.newPassword === body.oldPassword) return sendFail(res, errors.passwordSame)
      if (sendIfInvalid(state, res, body.newPassword, body.confirmNewPassword)) return
      setPassword(state, member, body.newPassword, false)
      sendOk(res, true)
    },
  },
  {
    methods: ['POST'],
    path: '/wps/member/password/verification',
    rawBody: true,
    handle: (req, res, { state }) => {
      const body = readPayload(res, decryptLoginBody(req, state.rsaKey), PasswordResetSmsPayloadSchema)
      if (!body) return
      const mobile = normalizeMobile(body.mobileNum)
      const dialingCode = normalizeDialingCode(body.countryDialingCode)
      if (!mobile || !dialingCode) return sendParamError(res, 'mobileNum', 'mobileNum: The mobile num is not valid')
      if (sendIfInvalid(state, res, body.newPassword, body.confirmNewPassword)) return
      const member = findMemberByMobile(state.members, mobile, dialingCode)
      if (!member || !redeemSmsCode(state, mobile, dialingCode, 'reset', body.verificationCode)) return sendFail(res, errors.verificationCodeError)
      setPassword(state, member, body.newPassword, true)
      sendOk(res, true)
    },
  },
  {
    methods: ['POST'],
    path: '/wps/member/password/email',
    rawBody: true,
    handle: (req, res, { state }) => {
      // Public clients post a form here (S11 `formPost`).
      const body = readPayload(res, parseFormBody(req), PasswordResetEmailPayloadSchema)
      if (!body) return
      const member = findMemberByAccount(state.members, body.username)
      const email = body.email.trim().toLowerCase()
      if (!member?.email || member.email.toLowerCase() !== email || member.disabled) return sendFail(res, errors.userNotFound)
      const token = randomBytes(16).toString('hex')
      const sentAt = state.now()
      remember(state.identity.resetLinks, token, { memberId: member.id, expiresAt: sentAt + RESET_LINK_TTL_MS })
      const link = `${state.config.publicUrl}/mail/reset?token=${token}`
      state.identity.mails.set(email, { email: member.email, username: member.account, link, sentAt })
      sendOk(res, true)
    },
  },
]

/** The page behind a reset link: sets a new password once, within RESET_LINK_TTL_MS. */
export function redeemResetLink(state: SimState, token: string, newPassword: string): 'ok' | 'expired' | 'invalid' {
  const link = state.identity.resetLinks.get(token)
  const member = link && findMemberById(state.members, link.memberId)
  if (!link || !member || state.now() > link.expiresAt) return 'expired'
  const rule = validateNewPassword(state, newPassword, newPassword)
  if (rule) return 'invalid'
  state.identity.resetLinks.delete(token)
  setPassword(state, member, newPassword, true)
  return 'ok'
}
