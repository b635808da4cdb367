import { ScreenResponseSchema, type ScreenResponse } from '../../../schemas/screen.ts'
import homeMember from '../../fixtures/screens/home-member.json'
import homeVisitor from '../../fixtures/screens/home-visitor.json'
import maintenance from '../../fixtures/screens/maintenance.json'

const RAW = { 'home-visitor': homeVisitor, 'home-member': homeMember, maintenance } as const
export const SCREEN_FIXTURES = Object.keys(RAW) as (keyof typeof RAW)[]
export type ScreenFixture = keyof typeof RAW

/** A deep copy of the raw JSON of tests/fixtures/screens/<name>.json. */
export function rawScreen(name: ScreenFixture): unknown {
  return structuredClone(RAW[name]) as unknown
}

/** A screen fixture, parsed by the real schema so that fixtures cannot drift from the contract. */
export function loadScreen(name: ScreenFixture): ScreenResponse {
  return ScreenResponseSchema.parse(rawScreen(name))
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}
