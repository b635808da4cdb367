// npm run platform:check -- <platform URL> [--merchant M] [--account user:password | --token T] [--language EN] [--json]
//
// Asks a platform (a staging one, with a test account) every read call of the catalogue, as the gateway would, and
// prints per call: answered in a known shape, on an alternate route, refused (#543), off (its module is off in the
// platform's own flags), differs (the field and what was expected), or failed. Writes are never made. Exit status 1 when a call a configured screen needs is unusable.
import { parseArgs } from 'node:util'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../gateway/app.ts'
import { loadConfig } from '../gateway/config.ts'
import { buildViewer } from '../gateway/context/buildContext.ts'
import type { SessionCookie } from '../gateway/context/session.ts'
import { resolveScreen, type ScreenRequest } from '../gateway/resolve/resolveScreen.ts'
import { endpoints } from '../gateway/upstream/endpoints.ts'
import type { Language } from '../schemas/text.ts'
import { checkPlatform, type Verdict } from './platformCheck.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    merchant: { type: 'string' },
    account: { type: 'string' },
    token: { type: 'string' },
    language: { type: 'string', default: 'EN' },
    json: { type: 'boolean', default: false },
  },
})
const url = positionals[0]
if (!url || !/^https?:\/\//.test(url)) {
  process.stderr.write('usage: npm run platform:check -- <platform URL> [--merchant M] [--account user:password | --token T] [--language EN] [--json]\n')
  process.exit(2)
}

/**
 * Every platform call the configured screens make, resolved through the gateway's one resolve path: for a visitor,
 * and, with a token, for that account (its role decides what it sees: an agent's account reaches the agent centre).
 */
async function neededCalls(app: FastifyInstance, language: Language, token: string | undefined): Promise<Set<string>> {
  const layouts = app.layouts.layouts
  const needed = new Set<string>()
  const counted = { fetch: ((name, options) => (needed.add(name), app.upstream.fetch(name, options))) as FastifyInstance['upstream']['fetch'] }
  const sessions: (SessionCookie | null)[] = [null]
  if (token) {
    const member = await app.upstream.fetch('memberInfo', { token }).catch(() => undefined)
    sessions.push({ t: token, u: member?.value?.account ?? '', ty: member?.value?.type ?? 0, f: false })
  }
  for (const session of sessions) {
    const input = { session, language, device: 'other' as const, capabilities: null, merchant: app.config.merchant, agentTypes: app.config.agentMemberTypes }
    const viewer = await buildViewer(counted, input)
    for (const screen of layouts.screens) {
      for (const path of screen.routes) {
        const request: ScreenRequest = { ...input, signal: undefined, viewer: async () => viewer }
        const { response } = await resolveScreen({ ...app.resolveDeps(app.log), layouts, upstream: counted, memo: undefined }, request, path)
        for (const name of response.degraded) needed.add(name)
      }
    }
  }
  return needed
}

async function login(app: FastifyInstance, account: string): Promise<string> {
  const [username, ...rest] = account.split(':')
  const body = { username, password: rest.join(':'), captcha: '', type: 'username', isOfficialAppLogin: false }
  const result = await app.upstream.call(endpoints.login, { body }).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(`login as ${username ?? ''} failed (${message}); a platform that asks for a captcha needs --token`)
  })
  return result.token
}

function line(v: Verdict): string {
  const what = 'path' in v ? `${v.path}${'refusal' in v && v.refusal ? ` (answered with a refusal: ${v.refusal})` : ''}` : v.detail
  return `${v.result.padEnd(9)}  ${v.name.padEnd(22)}  ${what}`
}

const config = loadConfig({
  ...process.env,
  ...(values.merchant ? { MERCHANT: values.merchant } : {}),
  LOG_LEVEL: 'fatal',
  PUBLIC_CACHE_TTL_MS: '0',
  PUBLIC_CACHE_STALE_MS: '0',
})
const app = await buildApp({ config, upstreamUrl: url, watchLayouts: false, logger: false })
let status: number
try {
  await app.ready()
  const token = values.token ?? (values.account ? await login(app, values.account) : undefined)
  const visitor = await buildViewer(app.upstream, {
    session: null,
    language: values.language as Language,
    device: 'other',
    capabilities: null,
    merchant: app.config.merchant,
  })
  const verdicts = await checkPlatform(app.upstream, token, visitor.facts.flags, values.language)
  const needed = await neededCalls(app, values.language as Language, token)
  const unusable = verdicts.filter((v) => (v.result === 'refused' || v.result === 'differs' || v.result === 'failed') && needed.has(v.name))
  if (values.json) process.stdout.write(`${JSON.stringify({ verdicts, unusable: unusable.map((v) => v.name) }, null, 2)}\n`)
  else {
    process.stdout.write(`${verdicts.map(line).join('\n')}\n\n`)
    const tally = new Map<string, number>()
    for (const v of verdicts) tally.set(v.result, (tally.get(v.result) ?? 0) + 1)
    const counts = [...tally].map(([result, n]) => `${n} ${result}`)
    process.stdout.write(`${verdicts.length} read calls: ${counts.join(', ')}\n`)
    process.stdout.write(
      unusable.length
        ? `Unusable and needed by a configured screen: ${unusable.map((v) => v.name).join(', ')}\n`
        : 'Every call a configured screen needs is usable.\n',
    )
  }
  status = unusable.length ? 1 : 0
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  status = 2
} finally {
  await app.close()
}
process.exit(status)
