import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../helpers/buildTestApp.ts'
import { promtool } from '../helpers/prometheus.ts'

const RULES_DIR = join(ROOT, 'ops/prometheus')

describe('alert rules as code (ops/prometheus/alerts.yml)', () => {
  it('pass promtool check rules', () => {
    const { status, output } = promtool(['check', 'rules', 'alerts.yml'], RULES_DIR)
    expect(output).toContain('SUCCESS')
    expect(status).toBe(0)
  })

  it('fire on the series that should fire them and stay quiet on healthy ones (promtool test rules)', () => {
    const { status, output } = promtool(['test', 'rules', 'alerts.test.yml'], RULES_DIR)
    expect(output).toContain('SUCCESS')
    expect(status).toBe(0)
  })

  it('give every alert a runbook entry in the README, where its link points', () => {
    const rules = readFileSync(join(RULES_DIR, 'alerts.yml'), 'utf8')
    const alerts = [...rules.matchAll(/- alert: (\w+)/g)].map((m) => m[1])
    const links = [...rules.matchAll(/runbook: README\.md#(\S+)/g)].map((m) => m[1])
    expect(links).toHaveLength(alerts.length)
    // GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens.
    const anchors = readFileSync(join(ROOT, 'README.md'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('#'))
      .map((line) =>
        line
          .replace(/^#+\s*/, '')
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replaceAll(' ', '-'),
      )
    for (const link of links) expect(anchors).toContain(link)
    for (const alert of alerts) expect(links.some((link) => link?.includes(alert!.toLowerCase()))).toBe(true)
  })
})
