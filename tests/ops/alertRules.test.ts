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
})
