// `npm run answers:snapshot -- <file.json> [<earlier.json>]`: records what the gateway answers (every screen of
// the shell's routes, and the first page of each list) for a visitor, member0, a trial user and an agent, against a
// fresh embedded simulator, with times taken out (they move between runs). Given an earlier recording, prints every
// answer that differs and exits 1 if any does: a refactoring that should change no answer shows it changed none.
import { readFile, writeFile } from 'node:fs/promises'
import { act, ACCOUNTS, buildTestApp, login, type TestApp } from '../tests/helpers/buildTestApp.ts'

type Agent = ReturnType<TestApp['request']>

const today = new Date().toISOString().slice(0, 10)
const LISTS: Record<string, Record<string, string>> = {
  gameList: { source: 'hot' },
  announcements: {},
  inbox: {},
  promotions: { tab: 'all' },
  rewards: { tab: 'all' },
  agentTeam: { scope: 'direct' },
  records: { kind: 'bets', from: today, to: today },
}

/** Times, countdowns and one-time ids change from run to run; every other byte must not. */
function normalised(value: unknown): unknown {
  const text = JSON.stringify(value)
    .replace(/\d{4}-\d\d-\d\d[T ]\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)?/g, '<time>')
    .replace(
      /"(\w*(?:Time|time|At|Seconds|seconds|Countdown|countdown|Ends?|ends?|Starts?|starts?|numero|nonce))":\s*("[^"]*"|-?\d+(\.\d+)?)/g,
      '"$1":"<varies>"',
    )
    .replace(/\b1\d{12}\b/g, '0')
    .replace(/http:\/\/127\.0\.0\.1:\d+/g, 'http://simulator')
    .replace(/TRIAL\d+/g, 'TRIAL')
  return JSON.parse(text) as unknown
}

async function viewers(t: TestApp): Promise<Record<string, Agent>> {
  const visitor = t.request()
  const member = t.request()
  await login(member, ACCOUNTS.member0)
  const trial = t.request()
  await act(trial, 'freePlay')
  const agent = t.request()
  await login(agent, { username: 'agent1', password: 'Passw0rd!' })
  return { visitor, member, trial, agent }
}

async function record(): Promise<Record<string, unknown>> {
  const t = await buildTestApp()
  try {
    const routes = (t.app.layouts.layouts.shell.routes as string[]).filter((r) => !Object.hasOwn(t.app.layouts.layouts.shell.aliases, r))
    const answers: Record<string, unknown> = {}
    for (const [who, agent] of Object.entries(await viewers(t))) {
      for (const route of routes) {
        const res = await agent.get('/api/screen').query({ path: route })
        answers[`${who} screen ${route}`] = { status: res.status, body: normalised(res.body) }
      }
      for (const [list, query] of Object.entries(LISTS)) {
        const res = await agent.get(`/api/data/${list}`).query(query)
        answers[`${who} data ${list}`] = { status: res.status, body: normalised(res.body) }
      }
    }
    return answers
  } finally {
    await t.close()
  }
}

const [out, earlier] = process.argv.slice(2)
if (!out) throw new Error('usage: npm run answers:snapshot -- <file.json> [<earlier.json>]')
const answers = await record()
await writeFile(out, `${JSON.stringify(answers, null, 1)}\n`)
if (earlier) {
  const before = JSON.parse(await readFile(earlier, 'utf8')) as Record<string, unknown>
  const keys = [...new Set([...Object.keys(before), ...Object.keys(answers)])].sort()
  const differ = keys.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(answers[k]))
  for (const k of differ) console.error(`differs: ${k}`)
  console.warn(`${keys.length - differ.length} of ${keys.length} answers the same as in ${earlier}`)
  if (differ.length) process.exit(1)
} else console.warn(`${Object.keys(answers).length} answers recorded in ${out}`)
