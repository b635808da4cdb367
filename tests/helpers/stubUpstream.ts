import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { UpstreamReader } from '../../gateway/upstream/client.ts'
import type { EndpointName } from '../../gateway/upstream/endpoints.ts'
import { endpoints } from '../../gateway/upstream/endpoints.ts'
import { UpstreamError } from '../../gateway/upstream/errors.ts'
import { ROOT } from './buildTestApp.ts'

const FIXTURES = join(ROOT, 'tests/fixtures/upstream')

/** Platform answers from tests/fixtures/upstream, validated by the endpoint schemas, with per-endpoint overrides. */
export function stubUpstream(overrides: Partial<Record<EndpointName, unknown | Error>> = {}) {
  const calls: { name: EndpointName; token?: string | undefined }[] = []
  const reader: UpstreamReader = {
    fetch: (async (name: EndpointName, opts: { token?: string } = {}) => {
      calls.push({ name, token: opts.token })
      const override = overrides[name]
      if (override instanceof Error) throw override
      const raw = override ?? JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8'))
      return { value: endpoints[name].response.parse(raw), version: 1, stale: false }
    }) as UpstreamReader['fetch'],
  }
  return { reader, calls }
}

export const timeout = (source: string) => new UpstreamError('timeout', source, 'No answer')
