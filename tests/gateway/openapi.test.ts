import { Validator } from '@seriousme/openapi-schema-validator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../helpers/buildTestApp.ts'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t.close())

/** Every `$ref` anywhere in a document, with the JSON path it sits at. */
function refsOf(node: unknown, path = '$'): { path: string; ref: string }[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => refsOf(item, `${path}[${i}]`))
  if (!node || typeof node !== 'object') return []
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [{ path, ref: value }] : refsOf(value, `${path}.${key}`),
  )
}

/** Follows a local JSON pointer (`#/components/schemas/Action`) through a document. */
function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined
  return ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), doc)
}

describe('GET /docs/json', () => {
  it('is an OpenAPI document that an independent validator accepts', async () => {
    const res = await t.request().get('/docs/json')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    const result = await new Validator().validate(res.body as Record<string, unknown>)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('has no dangling $ref: each one points into the document, and the shared schemas are in components', async () => {
    const doc = (await t.request().get('/docs/json')).body as { components?: { schemas?: Record<string, unknown> }; paths: Record<string, unknown> }
    const refs = refsOf(doc)
    expect(refs.length).toBeGreaterThan(0)
    expect(refs.filter(({ ref }) => resolvePointer(doc, ref) === undefined)).toEqual([])
    expect(Object.keys(doc.components?.schemas ?? {})).toEqual(expect.arrayContaining(['Action', 'Condition', 'Icon', 'RichNode']))
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/screen']))
  })

  it('is the same document as /docs, which older links point at', async () => {
    const [json, docs] = await Promise.all([t.request().get('/docs/json'), t.request().get('/docs')])
    expect(docs.status).toBe(200)
    expect(docs.body).toEqual(json.body)
  })
})
