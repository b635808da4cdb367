import type supertest from 'supertest'
import { expect } from 'vitest'
import type { ResolvedBlock } from '../../schemas/blocks/index.ts'
import type { ScreenResponse } from '../../schemas/screen.ts'
import { ScreenResponseSchema } from '../../schemas/screen.ts'
import { ACCOUNTS, login, type TestApp } from '../helpers/buildTestApp.ts'

export const AGENT = { username: 'agent1', password: 'Passw0rd!' } as const

export async function screenOf(agent: supertest.Agent, path: string, headers: Record<string, string> = {}): Promise<ScreenResponse> {
  const req = agent.get('/api/screen').query({ path })
  for (const [name, value] of Object.entries(headers)) req.set(name, value)
  const res = await req
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return ScreenResponseSchema.parse(res.body)
}

export function blockOf<T extends ResolvedBlock['type']>(
  s: { blocks?: readonly ResolvedBlock[] | undefined },
  type: T,
): Extract<ResolvedBlock, { type: T }> | undefined {
  return s.blocks?.find((b) => b.type === type) as Extract<ResolvedBlock, { type: T }> | undefined
}

export function mustBlock<T extends ResolvedBlock['type']>(s: { blocks?: readonly ResolvedBlock[] | undefined }, type: T): Extract<ResolvedBlock, { type: T }> {
  const found = blockOf(s, type)
  if (!found) throw new Error(`no ${type} block in ${(s.blocks ?? []).map((b) => b.type).join(', ')}`)
  return found
}

/** A logged-in agent of the test app (supertest keeps the cookies). */
export async function loggedIn(t: TestApp, account: { username: string; password: string } = ACCOUNTS.member0): Promise<supertest.Agent> {
  const agent = t.request()
  const res = await login(agent, account)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return agent
}

/** A tiny valid PNG (the signature and an IHDR chunk header) as a data URL, padded to `bytes`. */
export function pngDataUrl(bytes = 64): string {
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return `data:image/png;base64,${Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length))]).toString('base64')}`
}
