import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../helpers/buildTestApp.ts'

// Each zone gets a probe file (never written to disk) with one import it must not have; lint must refuse it.
// The probes import real files, so the resolver sees real targets, as it would in a real mistake.
const FORBIDDEN: [zone: string, file: string, code: string, rule: string][] = [
  ['gateway/admission → app', 'gateway/admission/probe.ts', "import { buildApp } from '../app.ts'", 'import-x/no-restricted-paths'],
  ['gateway/routes → admission', 'gateway/routes/probe.ts', "import { registerAdmission } from '../admission/plugin.ts'", 'import-x/no-restricted-paths'],
  ['gateway/routes → app', 'gateway/routes/probe.ts', "import { buildApp } from '../app.ts'", 'import-x/no-restricted-paths'],
  ['gateway/actions → routes', 'gateway/actions/probe.ts', "import { screenRoutes } from '../routes/screen.ts'", 'import-x/no-restricted-paths'],
  ['gateway/actions → resolve', 'gateway/actions/probe.ts', "import { resolveScreen } from '../resolve/resolveScreen.ts'", 'import-x/no-restricted-paths'],
  ['gateway/resolve → routes', 'gateway/resolve/probe.ts', "import { screenRoutes } from '../routes/screen.ts'", 'import-x/no-restricted-paths'],
  ['gateway/resolve → actions', 'gateway/resolve/probe.ts', "import { actionHandlers } from '../actions/index.ts'", 'import-x/no-restricted-paths'],
  ['gateway/blocks → resolve', 'gateway/blocks/probe.ts', "import { resolveScreen } from '../resolve/resolveScreen.ts'", 'import-x/no-restricted-paths'],
  ['gateway/identity → blocks', 'gateway/identity/probe.ts', "import { blockResolvers } from '../blocks/index.ts'", 'import-x/no-restricted-paths'],
  ['gateway/sources → blocks', 'gateway/sources/probe.ts', "import { blockResolvers } from '../blocks/index.ts'", 'import-x/no-restricted-paths'],
  ['gateway/sources → identity', 'gateway/sources/probe.ts', "import { buildForm } from '../identity/forms.ts'", 'import-x/no-restricted-paths'],
  ['gateway/binding → sources', 'gateway/binding/probe.ts', "import { fetchGamePage } from '../sources/gameList.ts'", 'import-x/no-restricted-paths'],
  ['gateway/context → binding', 'gateway/context/probe.ts', "import { rewriteAction } from '../binding/rewriteAction.ts'", 'import-x/no-restricted-paths'],
  ['gateway/layouts → context', 'gateway/layouts/probe.ts', "import { translator } from '../context/texts.ts'", 'import-x/no-restricted-paths'],
  ['gateway/upstream → context', 'gateway/upstream/probe.ts', "import { translator } from '../context/texts.ts'", 'import-x/no-restricted-paths'],
  ['gateway/plugins → routes', 'gateway/plugins/probe.ts', "import { screenRoutes } from '../routes/screen.ts'", 'import-x/no-restricted-paths'],
  ['gateway/plugins → store', 'gateway/plugins/probe.ts', "import { openSharedStore } from '../store/index.ts'", 'import-x/no-restricted-paths'],
  ['gateway/upstream → plugins', 'gateway/upstream/probe.ts', "import { countShed } from '../plugins/metrics.ts'", 'import-x/no-restricted-paths'],
  ['gateway/resolve → plugins', 'gateway/resolve/probe.ts', "import { countShed } from '../plugins/metrics.ts'", 'import-x/no-restricted-paths'],
  ['gateway/upstream → store', 'gateway/upstream/probe.ts', "import { openSharedStore } from '../store/index.ts'", 'import-x/no-restricted-paths'],
  ['gateway/routes → store', 'gateway/routes/probe.ts', "import { openSharedStore } from '../store/index.ts'", 'import-x/no-restricted-paths'],
  ['gateway/store → context', 'gateway/store/probe.ts', "import { translator } from '../context/texts.ts'", 'import-x/no-restricted-paths'],
  ['gateway/errors.ts → upstream', 'gateway/errors.ts', "import { endpoints } from './upstream/endpoints.ts'", 'import-x/no-restricted-paths'],
  ['gateway/output → plugins', 'gateway/output/probe.ts', "import { countShed } from '../plugins/metrics.ts'", 'import-x/no-restricted-paths'],
  ['gateway/actions → output', 'gateway/actions/probe.ts', "import { outputJson } from '../output/json.ts'", 'import-x/no-restricted-paths'],
  ['gateway/actions → fastify', 'gateway/actions/probe.ts', "import type { FastifyRequest } from 'fastify'", 'no-restricted-imports'],
  ['gateway/actions/money → fastify', 'gateway/actions/money/probe.ts', "import type { FastifyReply } from 'fastify'", 'no-restricted-imports'],
  ['gateway/identity → @fastify/*', 'gateway/identity/probe.ts', "import cookie from '@fastify/cookie'", 'no-restricted-imports'],
  ['gateway/context → fastify-plugin', 'gateway/context/probe.ts', "import fp from 'fastify-plugin'", 'no-restricted-imports'],
  ['gateway/resolve → fastify', 'gateway/resolve/probe.ts', "import type { FastifyBaseLogger } from 'fastify'", 'no-restricted-imports'],
  ['gateway/upstream → fastify', 'gateway/upstream/probe.ts', "import type { FastifyInstance } from 'fastify'", 'no-restricted-imports'],
  ['gateway/store → @fastify/*', 'gateway/store/probe.ts', "import type { FastifyRateLimitStore } from '@fastify/rate-limit'", 'no-restricted-imports'],
  ['gateway/errors.ts → @fastify/*', 'gateway/errors.ts', "import createError from '@fastify/error'", 'no-restricted-imports'],
  [
    'gateway/actions → the client (with the Fastify rule on)',
    'gateway/actions/probe.ts',
    "import { registry } from '../../client/renderer/registry.ts'",
    'no-restricted-imports',
  ],
  ['gateway → client', 'gateway/routes/probe.ts', "import { registry } from '../../client/renderer/registry.ts'", 'no-restricted-imports'],
  ['gateway/blocks → the network', 'gateway/blocks/probe.ts', "export const x = () => fetch('http://platform')", 'no-restricted-globals'],
  ['client → gateway', 'client/api/probe.ts', "import { buildApp } from '../../gateway/app.ts'", 'no-restricted-imports'],
  ['client/blocks → node', 'client/blocks/Probe.tsx', "import { readFileSync } from 'node:fs'", 'no-restricted-imports'],
  ['client/blocks → gateway', 'client/blocks/Probe.tsx', "import { buildApp } from '../../gateway/app.ts'", 'no-restricted-imports'],
  ['client/blocks → renderer', 'client/blocks/Probe.tsx', "import { registry } from '../renderer/registry.ts'", 'no-restricted-imports'],
  ['client/blocks → the network', 'client/blocks/Probe.tsx', "export const x = () => fetch('/api/screen')", 'no-restricted-globals'],
  ['client → a data address typed by hand', 'client/blocks/Probe.tsx', "export const x = '/api/data/gameList?source=hot'", 'no-restricted-syntax'],
  ['client/api → a data address built by hand', 'client/api/probe.ts', 'export const x = (name: string) => `/api/data/${name}`', 'no-restricted-syntax'],
  ['client/forms → blocks', 'client/forms/Probe.tsx', "import FormBlock from '../blocks/FormBlock.tsx'", 'no-restricted-imports'],
  ['client/forms → the network', 'client/forms/Probe.tsx', "export const x = () => fetch('/api/actions/login')", 'no-restricted-globals'],
  ['schemas → a package', 'schemas/probe.ts', "import { Pool } from 'undici'", 'no-restricted-imports'],
  ['simulator → gateway', 'simulator/probe.ts', "import { buildApp } from '../gateway/app.ts'", 'no-restricted-imports'],
  ['simulator/identity → state.ts', 'simulator/identity/probe.ts', "import { createState } from '../state.ts'", 'import-x/no-restricted-paths'],
  ['simulator/games → routes', 'simulator/games/probe.ts', "import { queryString } from '../routes/endpoints.ts'", 'import-x/no-restricted-paths'],
]

const eslint = new ESLint({ cwd: ROOT })

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = 1\n`, { filePath: `${ROOT}/${file}` })
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message)
}

describe('lint carries the architecture (CONTRIBUTING.md: dependency direction and inner walls)', () => {
  it.each(FORBIDDEN)('refuses %s', async (_zone, file, code, rule) => {
    expect(await ruleIds(file, code)).toContain(rule)
  })

  it('accepts an import that goes down the walls (the probes fail for their import, not for being probes)', async () => {
    expect(await ruleIds('gateway/resolve/probe.ts', "import { gameCard } from '../binding/games.ts'\nexport const y = gameCard")).toEqual([])
    expect(await ruleIds('gateway/actions/probe.ts', "import { buildForm } from '../identity/forms.ts'\nexport const y = buildForm")).toEqual([])
    expect(await ruleIds('gateway/store/probe.ts', "import { LastGood } from '../upstream/lastGood.ts'\nexport const y = LastGood")).toEqual([])
    expect(await ruleIds('gateway/plugins/probe.ts', "import { outcomeOf } from '../upstream/observer.ts'\nexport const y = outcomeOf")).toEqual([])
    expect(await ruleIds('gateway/routes/probe.ts', "import { countShed } from '../plugins/metrics.ts'\nexport const y = countShed")).toEqual([])
    expect(await ruleIds('gateway/routes/probe.ts', "import { outputJson } from '../output/json.ts'\nexport const y = outputJson")).toEqual([])
    expect(await ruleIds('simulator/agent/probe.ts', "import { walletOf } from '../money/wallet.ts'\nexport const y = walletOf")).toEqual([])
    expect(await ruleIds('simulator/control/probe.ts', "import { resetState } from '../state.ts'\nexport const y = resetState")).toEqual([])
  })

  it('lets the HTTP layers import Fastify (the rule is about the core, not a ban)', async () => {
    for (const file of [
      'gateway/routes/probe.ts',
      'gateway/plugins/probe.ts',
      'gateway/studio/probe.ts',
      'gateway/admission/probe.ts',
      'gateway/output/probe.ts',
      'gateway/app.ts',
    ]) {
      expect(await ruleIds(file, "import type { FastifyInstance } from 'fastify'\nexport type Y = FastifyInstance")).toEqual([])
    }
  })
})
