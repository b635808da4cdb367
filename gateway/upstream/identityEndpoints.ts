import type { z } from 'zod'
import {
  AffiliateCheckSchema,
  CaptchaImageSchema,
  FreePlayResultSchema,
  PasswordResultSchema,
  RegisterResultSchema,
  RegisterSettingsSchema,
  SliderChallengeSchema,
  SliderTicketSchema,
  SmsNoLoginResultSchema,
  SmsRegisterResultSchema,
  UsernameFreeSchema,
} from '../../schemas/upstream/index.ts'
import type { Endpoint } from './endpoints.ts'

function endpoint<S extends z.ZodType, P = never>(e: Endpoint<S, P>): Endpoint<S, P> {
  return e
}

/** Captchas are bound to a cookie and single use: a cache-buster as the platform's clients send it. */
const fresh = (_p: Record<string, never>) => ({ t: Date.now() })

const call = { envelope: 'wps', timeout: 'default', cache: 'none', token: 'none', encrypted: false } as const

/** The platform's identity endpoints: registration, captchas, SMS codes, free play, passwords. */
export const identityEndpoints = {
  registerSettings: endpoint({
    ...call,
    name: 'registerSettings',
    method: 'GET',
    path: '/wps/system/setting/register',
    moduleId: 'REG3',
    response: RegisterSettingsSchema,
    cache: 'public',
  }),
  // Captchas are bound to a cookie and single use: never cached.
  captcha: endpoint({ ...call, name: 'captcha', method: 'GET', path: '/wps/captcha', moduleId: 'CAPTCHA3', response: CaptchaImageSchema, query: fresh }),
  slider: endpoint({ ...call, name: 'slider', method: 'GET', path: '/wps/captcha/slider', moduleId: 'SLIDER3', response: SliderChallengeSchema, query: fresh }),
  sliderVerify: endpoint({
    ...call,
    name: 'sliderVerify',
    method: 'POST',
    path: '/wps/captcha/slider/verify',
    moduleId: 'SLIDER3',
    response: SliderTicketSchema,
  }),
  freePlay: endpoint({ ...call, name: 'freePlay', method: 'POST', path: '/wps/session/login/freeplay', moduleId: 'FREEPLAY3', response: FreePlayResultSchema }),
  smsRegister: endpoint({
    ...call,
    name: 'smsRegister',
    method: 'POST',
    path: '/wps/verification/sms/register',
    moduleId: 'REGMOBVERF3',
    response: SmsRegisterResultSchema,
  }),
  smsNoLogin: endpoint({
    ...call,
    name: 'smsNoLogin',
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    moduleId: 'VERIFICATION3',
    response: SmsNoLoginResultSchema,
  }),
  checkUsername: endpoint({
    ...call,
    name: 'checkUsername',
    method: 'GET',
    path: '/wps/check/username',
    moduleId: 'REG3',
    response: UsernameFreeSchema,
    query: (p: { username: string }) => ({ username: p.username }),
  }),
  checkAffiliate: endpoint({
    ...call,
    name: 'checkAffiliate',
    method: 'GET',
    path: '/wps/agent/affiliate',
    moduleId: 'AFFMAN3',
    response: AffiliateCheckSchema,
    query: (p: { code: string }) => ({ code: p.code }),
  }),
  register: endpoint({
    ...call,
    name: 'register',
    method: 'PUT',
    path: '/wps/member/register',
    moduleId: 'REG3',
    encrypted: true,
    response: RegisterResultSchema,
  }),
  registerMobile: endpoint({
    ...call,
    name: 'registerMobile',
    method: 'PUT',
    path: '/wps/member/register/mobile',
    moduleId: 'MOBILENUMREG3',
    encrypted: true,
    response: RegisterResultSchema,
  }),
  changePassword: endpoint({
    ...call,
    name: 'changePassword',
    method: 'POST',
    path: '/wps/member/password',
    moduleId: 'PASS3',
    token: 'required',
    encrypted: true,
    response: PasswordResultSchema,
  }),
  resetPasswordBySms: endpoint({
    ...call,
    name: 'resetPasswordBySms',
    method: 'POST',
    path: '/wps/member/password/verification',
    moduleId: 'CHNGPASSVERIF3',
    encrypted: true,
    response: PasswordResultSchema,
  }),
  resetPasswordByEmail: endpoint({
    ...call,
    name: 'resetPasswordByEmail',
    method: 'POST',
    path: '/wps/member/password/email',
    moduleId: 'COMM3',
    body: 'form',
    response: PasswordResultSchema,
  }),
}
