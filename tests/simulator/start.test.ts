import { describe, expect, it } from 'vitest'
import { startSimulator } from '../../simulator/start.ts'

const headers = { Merchant: 'sim88' }

describe('startSimulator', () => {
  it('listens on an ephemeral 127.0.0.1 port and points links at itself', async () => {
    const sim = await startSimulator()
    try {
      expect(sim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(sim.port).toBeGreaterThan(0)
      const status = (await (await fetch(`${sim.url}/wps/system/status`, { headers })).json()) as { value: { info: { imageCDNs: string[] } } }
      expect(status.value.info.imageCDNs).toEqual([sim.url])
      const icon = await fetch(`${sim.url}${sim.state.data.catalogue.games[0]?.iconUrl}`)
      expect(icon.status).toBe(200)
    } finally {
      await sim.close()
    }
  })

  it('releases hung requests on reset and closes while a request hangs', async () => {
    const sim = await startSimulator()
    await fetch(`${sim.url}/__sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: '*', kind: 'hang' }),
    })
    const first = fetch(`${sim.url}/wps/system/status`, { headers })
    await new Promise((r) => setTimeout(r, 50))
    expect(sim.state.held.size).toBe(1)
    sim.reset()
    await expect(first).rejects.toThrow()
    await fetch(`${sim.url}/__sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: '*', kind: 'hang' }),
    })
    const second = fetch(`${sim.url}/wps/system/status`, { headers }).catch((err: unknown) => err)
    await new Promise((r) => setTimeout(r, 50))
    const started = Date.now()
    await sim.close()
    expect(Date.now() - started).toBeLessThan(1000)
    expect(await second).toBeInstanceOf(Error)
  })
})
