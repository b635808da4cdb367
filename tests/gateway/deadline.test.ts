import { describe, expect, it } from 'vitest'
import { currentDeadline, deadlineIn, runWithDeadline, timeLeft } from '../../gateway/upstream/deadline.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe("a request's deadline", () => {
  it('aborts its signal at the deadline, though the signal was first asked for later', async () => {
    const started = performance.now()
    const deadline = deadlineIn(100)
    await sleep(60)
    const { signal } = deadline
    expect(signal.aborted).toBe(false)
    // The same signal for every call of the request.
    expect(deadline.signal).toBe(signal)
    await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }))
    // At the deadline, not 100 ms after the signal was asked for (160 ms).
    expect(performance.now() - started).toBeGreaterThanOrEqual(99)
    expect(performance.now() - started).toBeLessThan(150)
    expect(signal.reason).toMatchObject({ name: 'TimeoutError' })
  })

  it('gives a signal already aborted, as a timeout, when first asked for after the deadline', async () => {
    const deadline = deadlineIn(5)
    await sleep(20)
    expect(deadline.signal.aborted).toBe(true)
    expect(deadline.signal.reason).toBeInstanceOf(DOMException)
    expect(deadline.signal.reason).toMatchObject({ name: 'TimeoutError' })
  })

  it('no longer aborts once the request is over: its timer is gone with it', async () => {
    const deadline = deadlineIn(30)
    const { signal } = deadline
    deadline.end()
    await sleep(60)
    expect(signal.aborted).toBe(false)
  })

  it('still aborts at the deadline for a call that holds its signal past the end of the request', async () => {
    const deadline = deadlineIn(30)
    const signal = deadline.borrow()
    deadline.end()
    await sleep(60)
    expect(signal.aborted).toBe(true)
    expect(signal.reason).toMatchObject({ name: 'TimeoutError' })
  })

  it('no longer aborts once the request is over and the last call that held its signal gave it back', async () => {
    const deadline = deadlineIn(30)
    const signal = deadline.borrow()
    deadline.borrow()
    deadline.end()
    deadline.giveBack()
    await sleep(5)
    deadline.giveBack()
    await sleep(60)
    expect(signal.aborted).toBe(false)
    // Its own signal only: another is not taken for it, and asking does not make one.
    expect(deadline.owns(signal)).toBe(true)
    expect(deadline.owns(new AbortController().signal)).toBe(false)
    expect(deadlineIn(30).owns(signal)).toBe(false)
  })

  it('is what the calls made under it see, and only there', async () => {
    const deadline = deadlineIn(1000)
    await runWithDeadline(deadline, async () => {
      await sleep(1)
      expect(currentDeadline()).toBe(deadline)
      expect(timeLeft()).toBeLessThanOrEqual(1000)
      expect(timeLeft()).toBeGreaterThan(900)
    })
    expect(currentDeadline()).toBeUndefined()
    expect(timeLeft()).toBe(Infinity)
  })
})
