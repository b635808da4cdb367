// member0's session through the gateway, as the page logs in: the cookie the member benchmarks send.
import { gapOf } from '../tests/helpers/sliderSolver.ts'

async function json<T>(url: string, init?: RequestInit): Promise<{ body: T; res: Response }> {
  const res = await fetch(url, init)
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`)
  return { body: (await res.json()) as T, res }
}

/** member0 through the gateway as the page logs in (slider, then user name and password); the session cookie. */
export async function memberCookie(base: string): Promise<string> {
  const jar = new Map<string, string>()
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';')
      const eq = pair.indexOf('=')
      jar.set(pair.slice(0, eq), pair.slice(eq + 1))
    }
  }
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  const post = async (name: string, body: unknown) => {
    const res = await fetch(`${base}/api/actions/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch', cookie: cookie() },
      body: JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`)
    keep(res)
  }
  const challenge = await json<{ id: string; y: number; background: string; piece: string }>(`${base}/api/data/slider`)
  keep(challenge.res)
  // The gap, found in the picture as a player finds it (the gateway's own slider keeps its answer to itself).
  await post('verifySlider', { id: challenge.body.id, x: gapOf(challenge.body) })
  await post('login', { username: 'member0', password: 'Passw0rd!' })
  return cookie()
}
