import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type supertest from 'supertest'
import { operatorEntry } from '../../gateway/studio/operators.ts'
import type { ScreenLayout } from '../../schemas/layout.ts'

export const OPERATOR = { name: 'alice', password: 'correct horse battery' }
export const SECOND_OPERATOR = { name: 'bob', password: 'battery staple horse' }

/** Environment for a gateway with two studio operators (alice, bob) and its history in a fresh folder. */
export async function studioEnv(extra: Record<string, string> = {}): Promise<Record<string, string>> {
  return {
    STUDIO_OPERATORS: `${await operatorEntry(OPERATOR.name, OPERATOR.password)},${await operatorEntry(SECOND_OPERATOR.name, SECOND_OPERATOR.password)}`,
    STUDIO_HISTORY_DIR: await mkdtemp(join(tmpdir(), 'studio-history-')),
    ...extra,
  }
}

/** A studio call as the studio page makes it: JSON body and the CSRF header. */
export function studioPost(agent: supertest.Agent, path: string, body: object = {}) {
  return agent.post(path).set('x-requested-with', 'fetch').set('content-type', 'application/json').send(body)
}

export async function signIn(agent: supertest.Agent, operator = OPERATOR) {
  const res = await studioPost(agent, '/api/studio/signin', operator)
  if (res.status !== 200) throw new Error(`studio sign-in: ${res.status} ${JSON.stringify(res.body)}`)
  return res
}

/** The home screen with the cashback quick-nav item hidden for trial users and the game block above the banners. */
export function editedHome(text: string): string {
  const home = JSON.parse(text) as ScreenLayout
  const blocks = [...home.blocks]
  const games = blocks.findIndex((b) => b.id === 'games')
  const [gameBlock] = blocks.splice(games, 1)
  if (!gameBlock) throw new Error('home has no games block')
  blocks.splice(
    blocks.findIndex((b) => b.id === 'banners'),
    0,
    gameBlock,
  )
  for (const block of blocks) {
    if (block.type !== 'quickNav') continue
    for (const item of block.props.items) {
      if (item.id === 'cashback' && item.when) item.when = { op: 'all', of: [item.when, { op: 'not', cond: { op: 'role', in: ['trial'] } }] }
    }
  }
  return `${JSON.stringify({ ...home, blocks }, null, 2)}\n`
}

/** Saves files into the operator's draft one by one, as the studio does, against the live version it shows. */
export async function saveDraft(agent: supertest.Agent, files: Record<string, string>, base?: string) {
  const shown = base ?? ((await agent.get('/api/studio/files')).body as { version: string }).version
  const answers = []
  for (const [file, text] of Object.entries(files)) {
    const res = await studioPost(agent, '/api/studio/draft/file', { file, text, base: shown })
    if (res.status !== 200) throw new Error(`draft save of ${file}: ${res.status} ${JSON.stringify(res.body)}`)
    answers.push(res.body as { file: string; rev: string | null; base: string })
  }
  return answers
}

/** Publishes the operator's draft as the studio does: with the revision of each file as it shows them. */
export async function publishDraft(agent: supertest.Agent, message: string) {
  const { body } = await agent.get('/api/studio/draft')
  const revs = Object.fromEntries(Object.entries(body.files as Record<string, { rev: string }>).map(([f, e]) => [f, e.rev]))
  return studioPost(agent, '/api/studio/publish', { message, revs })
}
