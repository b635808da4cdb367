import { describe, expect, it } from 'vitest'
import { MemoryAttemptStore, type Attempt } from '../../gateway/context/attemptStore.ts'

const open = (key: string): Attempt => ({ key, owner: 'sim88:member0', kind: 'withdraw', state: 'open' })

/** The contract any store (a shared one included) must keep: every change is a compare-and-set. */
describe('MemoryAttemptStore', () => {
  it('creates an attempt only where there is none, and moves it only from the state it is in', async () => {
    const store = new MemoryAttemptStore()
    expect(await store.swap('k1', null, open('k1'), 60_000)).toBe(true)
    expect(await store.swap('k1', null, open('k1'), 60_000)).toBe(false)
    const running: Attempt = { ...open('k1'), state: 'running', fingerprint: 'f' }
    const [first, second] = await Promise.all([store.swap('k1', 'open', running, 60_000), store.swap('k1', 'open', running, 60_000)])
    expect([first, second].sort()).toEqual([false, true])
    expect((await store.get('k1'))?.state).toBe('running')
    expect(await store.swap('k1', 'open', open('k1'), 60_000)).toBe(false)
  })

  it('points a name at one key at a time, answering the key that holds', async () => {
    const store = new MemoryAttemptStore()
    expect(await store.point('withdraw:m', null, 'a', 60_000)).toBe('a')
    expect(await store.point('withdraw:m', null, 'b', 60_000)).toBe('a')
    expect(await store.point('withdraw:m', 'a', 'c', 60_000)).toBe('c')
    expect(await store.pointer('withdraw:m')).toBe('c')
  })

  it('forgets what outlived its time', async () => {
    let now = 1_000
    const store = new MemoryAttemptStore(() => now)
    await store.swap('k', null, open('k'), 100)
    await store.point('p', null, 'k', 100)
    now += 101
    expect(await store.get('k')).toBeUndefined()
    expect(await store.pointer('p')).toBeUndefined()
    expect(await store.swap('k', null, open('k'), 100)).toBe(true)
  })
})
