import express, { Router } from 'express'
import { htmlPage, messagePage } from '../playPages.ts'
import type { SimState } from '../state.ts'
import { escapeXml } from '../svg.ts'
import { redeemResetLink } from './password.ts'

function formPage(title: string, text: string, form: string): string {
  return htmlPage({ title, body: `<h1>${escapeXml(title)}</h1><p>${escapeXml(text)}</p>${form}` })
}

function resetForm(token: string): string {
  return (
    `<form method="post" action="/mail/reset"><input type="hidden" name="token" value="${escapeXml(token)}">` +
    `<label>New password <input type="password" name="newPassword" autocomplete="new-password" required></label> ` +
    `<button type="submit">Save</button></form>`
  )
}

const RESET_ANSWERS = {
  ok: [200, 'Password changed', 'You can log in with the new password.'],
  expired: [410, 'Link expired', 'This reset link was used or has expired. Ask for a new one.'],
  invalid: [400, 'Reset your password', 'The password needs 8–20 characters with letters and digits.'],
} as const

/** Targets of the customer-service, app-download and password-reset links the simulator hands out. */
export function pageRouter(state: SimState): Router {
  const router = Router()
  router.get('/chat/live', (_req, res) => {
    res.type('html').send(messagePage('Live chat — simulated', 'An agent of the simulated platform would chat with you here.'))
  })
  router.get('/chat/cs', (_req, res) => {
    res.type('html').send(messagePage('Live chat — simulated', 'Customer service of the simulated platform.'))
  })
  router.get('/download/:file', (req, res) => {
    res.type('html').send(messagePage('App download — simulated', `Here the platform would serve ${req.params.file}.`))
  })
  router.get('/mail/reset', (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : ''
    res.type('html').send(formPage('Reset your password', 'Choose a new password for your account.', resetForm(token)))
  })
  router.post('/mail/reset', express.urlencoded({ extended: false, limit: '4kb' }), (req, res) => {
    const body: unknown = req.body
    const field = (name: string) => (body && typeof body === 'object' && name in body ? String((body as Record<string, unknown>)[name]) : '')
    const outcome = redeemResetLink(state, field('token'), field('newPassword'))
    const [status, title, text] = RESET_ANSWERS[outcome]
    res
      .status(status)
      .type('html')
      .send(outcome === 'invalid' ? formPage(title, text, resetForm(field('token'))) : messagePage(title, text))
  })
  return router
}
