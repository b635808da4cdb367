import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { setup } from './helpers.ts'

const ANN = '/wps/relay/MCSFE_getListAnnouncements'

describe('faults', () => {
  it('error: HTTP 500 with the #727 system busy envelope', async () => {
    const { get, control } = setup()
    expect((await control('/faults', { endpoint: ANN, kind: 'error' })).status).toBe(200)
    const res = await get(`${ANN}?types=B`)
    expect(res.status).toBe(500)
    expect(res.body).toEqual({ success: false, errorCode: 'system.busy', message: 'system busy #727' })
    expect((await get('/wps/relay/GCSGAME_hotGamesV2')).status).toBe(200)
  })

  it('malformed: HTTP 200 with a body that is not JSON', async () => {
    const { get, control } = setup()
    await control('/faults', { endpoint: ANN, kind: 'malformed' })
    const res = await get(ANN)
      .buffer(true)
      .parse((r, done) => {
        let text = ''
        r.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
        r.on('end', () => done(null, text))
      })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(() => JSON.parse(res.body as string)).toThrow()
  })

  it('latency: answers normally after the delay', async () => {
    const { get, control } = setup()
    await control('/faults', { endpoint: ANN, kind: 'latency', ms: 150 })
    const started = Date.now()
    const res = await get(ANN)
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    expect(res.body.success).toBe(true)
  })

  it('hang: never answers; the client gives up and reset clears the fault', async () => {
    const { get, control, sim } = setup()
    await control('/faults', { endpoint: ANN, kind: 'hang' })
    await expect(get(ANN).timeout(300)).rejects.toThrow(/timeout/i)
    await new Promise((r) => setTimeout(r, 20))
    expect(sim.state.held.size).toBe(0)
    expect((await request(sim.app).post('/__sim/reset')).body).toEqual({ ok: true })
    expect((await get(ANN)).status).toBe(200)
  })

  it('"*" covers every platform path but not control or images; an exact fault wins', async () => {
    const { app, get, control } = setup()
    await control('/faults', { endpoint: '*', kind: 'error' })
    await control('/faults', { endpoint: ANN, kind: 'latency', ms: 1 })
    expect((await get('/wps/system/status')).status).toBe(500)
    expect((await get('/wps/session/key/rsa')).status).toBe(500)
    expect((await get(ANN)).status).toBe(200)
    expect((await request(app).get('/TCG_GAME_ICONS/default.svg')).status).toBe(200)
    expect((await request(app).get('/__sim/faults')).body.faults).toHaveLength(2)
    expect((await request(app).delete('/__sim/faults')).body).toEqual({ faults: [] })
    expect((await get('/wps/system/status')).status).toBe(200)
  })

  it('rejects bad control bodies with 400 and a message', async () => {
    const { app, control } = setup()
    const bad: Array<[string, unknown]> = [
      ['/faults', { endpoint: ANN, kind: 'explode' }],
      ['/faults', { endpoint: 'wps/no-slash', kind: 'error' }],
      ['/faults', { endpoint: ANN, kind: 'latency' }],
      ['/flags', { CBS3: 'yes' }],
      ['/flags', { 'bad flag': true }],
      ['/status', { maintenance: 'on' }],
      ['/status', { other: true }],
      ['/latency', { ms: -5 }],
    ]
    for (const [path, body] of bad) {
      const res = await control(path, body as object)
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400)
      expect(res.body.error).toBe('invalid_body')
      expect(typeof res.body.message).toBe('string')
    }
    const broken = await request(app).post('/__sim/flags').type('application/json').send('{"CBS3":')
    expect(broken.status).toBe(400)
    expect(broken.body.error).toBe('invalid_json')
  })
})

describe('latency, stats and reset', () => {
  it('adds global latency to platform calls only', async () => {
    const { app, get, control } = setup()
    expect((await control('/latency', { ms: 400 })).body).toEqual({ ms: 400 })
    let started = Date.now()
    await get('/wps/system/status')
    expect(Date.now() - started).toBeGreaterThanOrEqual(390)
    started = Date.now()
    await request(app).get('/TCG_GAME_ICONS/default.svg')
    expect(Date.now() - started).toBeLessThan(300)
  })

  it('counts platform calls per path, including failed ones; reset clears everything', async () => {
    const { app, get, control } = setup()
    await get('/wps/relay/GCSGAME_hotGamesV2?language=EN')
    await get('/wps/relay/GCSGAME_hotGamesV2?language=ZH')
    await request(app).get('/wps/system/status')
    await request(app).get('/TCG_GAME_ICONS/default.svg')
    await control('/flags', { CBS3: false })
    await control('/latency', { ms: 5 })
    expect((await request(app).get('/__sim/stats')).body).toEqual({
      calls: { '/wps/relay/GCSGAME_hotGamesV2': 2, '/wps/system/status': 1 },
    })
    await control('/reset', {})
    expect((await request(app).get('/__sim/stats')).body).toEqual({ calls: {} })
    const state = (await request(app).get('/__sim/state')).body
    expect(state).toMatchObject({ merchant: 'sim88', latencyMs: 0, faults: [], sessions: 0, status: { maintenance: false } })
    expect(state.flags.CBS3).toBe(true)
  })
})
