// Temporary profiling driver (not committed).
import autocannon from 'autocannon'
import { startChild } from './processes.ts'
const which = process.argv[2] ?? 'member'
const sim = await startChild('simulatorProcess.ts')
await fetch(`http://127.0.0.1:${sim.port}/__sim/vendors`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: 'BENCHCPU', displayName: 'Bench CPU', gameType: 'RNG', games: 1000 }) })
const gw = await startChild('gatewayProcess.ts', { BENCH_UPSTREAM_URL: `http://127.0.0.1:${sim.port}`, SHED_MAX_EVENT_LOOP_DELAY_MS: '0', NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=/work/prof/${which}` })
const base = `http://127.0.0.1:${gw.port}`
const jar = new Map<string, string>()
const keep = (res: Response) => { for (const c of res.headers.getSetCookie()) { const [pair = ''] = c.split(';'); const eq = pair.indexOf('='); jar.set(pair.slice(0, eq), pair.slice(eq + 1)) } }
const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
const post = async (name: string, body: unknown) => { const res = await fetch(`${base}/api/actions/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch', cookie: cookie() }, body: JSON.stringify(body) }); if (!res.ok) throw new Error(`${name} ${res.status}`); keep(res) }
const ch = await fetch(`${base}/api/data/slider`); keep(ch); const { id } = (await ch.json()) as { id: string }
const { x } = (await (await fetch(`http://127.0.0.1:${sim.port}/__sim/slider/${id}`)).json()) as { x: number }
await post('verifySlider', { id, x }); await post('login', { username: 'member0', password: 'Passw0rd!' })
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' }
const path = which === 'games' ? '/api/data/gameList?source=vendor&gameType=RNG&vassalage=BENCHCPU&pageSize=1000' : which === 'page' ? '/m/home' : '/api/screen?path=%2Fm%2Fhome'
const headers = which === 'games' ? BROWSER : { ...BROWSER, cookie: cookie() }
const n = which === 'games' ? 300 : 1500
await autocannon({ url: `${base}${path}`, connections: 4, amount: 100, headers })
const stats = async () => ((await (await fetch(`http://127.0.0.1:${sim.port}/__sim/stats`)).json()) as { calls: Record<string, number> }).calls
const s0 = await stats()
const t0 = process.hrtime.bigint()
const r = await autocannon({ url: `${base}${path}`, connections: 4, amount: n, headers })
const s1 = await stats()
console.log(Object.entries(s1).map(([k, v]) => [k, ((v - (s0[k] ?? 0)) / n).toFixed(2)]).filter(([, v]) => v !== '0.00'))
console.log(which, 'non2xx', r.non2xx, 'req/s', r.requests.average, 'ms', Number(process.hrtime.bigint() - t0) / 1e6)
await gw.stop(); await sim.stop()
