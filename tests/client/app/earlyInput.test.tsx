// @vitest-environment jsdom
import { act, useEffect, useState, type FormEvent } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { earlyInputScript, holdEarlyInput, releaseEarlyInput } from '../../../client/app/earlyInput.ts'

// React's act() environment: hydration and the replayed events are flushed inside act.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function PasswordForm() {
  const [password, setPassword] = useState('')
  const [terms, setTerms] = useState(false)
  const [speed, setSpeed] = useState('slow')
  const [bank, setBank] = useState('ICBC')
  const [taps, setTaps] = useState(0)
  const [sent, setSent] = useState<string | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSent(`${password}|${String(terms)}|${speed}|${bank}`)
  }
  return (
    <main>
      <form onSubmit={submit}>
        <label>
          Password <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <input type="checkbox" aria-label="Terms" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
        <input type="radio" name="speed" aria-label="Slow" value="slow" checked={speed === 'slow'} onChange={() => setSpeed('slow')} />
        <input type="radio" name="speed" aria-label="Fast" value="fast" checked={speed === 'fast'} onChange={() => setSpeed('fast')} />
        <select aria-label="Bank" value={bank} onChange={(e) => setBank(e.target.value)}>
          <option value="ICBC">ICBC</option>
          <option value="CCB">CCB</option>
        </select>
        <button type="submit">Save</button>
      </form>
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        More
      </button>
      <output>{sent === null ? `taps ${String(taps)}` : `sent ${sent}`}</output>
    </main>
  )
}

function Committed({ run }: { run: () => void }) {
  useEffect(run, [run])
  return null
}

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.replaceChildren()
})

/** The server's drawing in the page, held until hydrated. */
function serverDrawn(): { container: HTMLElement; replay: boolean } {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<PasswordForm />)
  document.body.append(container)
  holdEarlyInput(container)
  return { container, replay: true }
}

async function hydrate(container: HTMLElement, replay: boolean): Promise<void> {
  await act(async () => {
    root = hydrateRoot(
      container,
      <>
        <PasswordForm />
        <Committed run={() => releaseEarlyInput(container, replay)} />
      </>,
    )
  })
  // The kept tap is played once React has drawn the changes.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
}

const field = <T extends Element>(container: HTMLElement, selector: string) => container.querySelector<T>(selector) as T

describe('what a player does before the page is hydrated', () => {
  it('is given to React: the typed values, the choices and the tap on Save', async () => {
    const { container, replay } = serverDrawn()
    const natives: Event[] = []
    document.addEventListener('submit', (event) => natives.push(event))
    field<HTMLInputElement>(container, 'input[type=password]').value = '135790'
    field<HTMLInputElement>(container, 'input[aria-label=Terms]').click()
    field<HTMLInputElement>(container, 'input[aria-label=Fast]').click()
    field<HTMLSelectElement>(container, 'select').value = 'CCB'
    field<HTMLButtonElement>(container, 'button[type=submit]').click()
    // The browser's own submit (a reload that loses everything) does not happen.
    expect(natives.map((event) => event.defaultPrevented)).toEqual([true])
    expect(container.querySelector('output')?.textContent).toBe('taps 0')

    await hydrate(container, replay)
    expect(container.querySelector('output')?.textContent).toBe('sent 135790|true|fast|CCB')
    expect(field<HTMLInputElement>(container, 'input[type=password]').value).toBe('135790')
    expect(field<HTMLInputElement>(container, 'input[aria-label=Slow]').checked).toBe(false)
  })

  it('plays the last tap on a button once, and nothing when nothing was tapped', async () => {
    const first = serverDrawn()
    field<HTMLButtonElement>(first.container, 'button[type=button]').click()
    field<HTMLButtonElement>(first.container, 'button[type=button]').click()
    await hydrate(first.container, first.replay)
    expect(first.container.querySelector('output')?.textContent).toBe('taps 1')
    // Released: a tap now is React's alone.
    await act(async () => field<HTMLButtonElement>(first.container, 'button[type=button]').click())
    expect(first.container.querySelector('output')?.textContent).toBe('taps 2')
  })

  it('plays nothing when the page is drawn anew instead (no replay), and stops holding', async () => {
    const { container } = serverDrawn()
    field<HTMLInputElement>(container, 'input[type=password]').value = '1111'
    field<HTMLButtonElement>(container, 'button[type=submit]').click()
    await hydrate(container, false)
    expect(container.querySelector('output')?.textContent).toBe('taps 0')
    await act(async () => field<HTMLButtonElement>(container, 'button[type=button]').click())
    expect(container.querySelector('output')?.textContent).toBe('taps 1')
  })

  it('leaves an untouched page as it was', async () => {
    const { container, replay } = serverDrawn()
    await hydrate(container, replay)
    expect(container.querySelector('output')?.textContent).toBe('taps 0')
    expect(field<HTMLInputElement>(container, 'input[aria-label=Slow]').checked).toBe(true)
  })

  it('plays a submit made with Enter (no button tapped)', async () => {
    const { container, replay } = serverDrawn()
    field<HTMLInputElement>(container, 'input[type=password]').value = '2468'
    field<HTMLFormElement>(container, 'form').requestSubmit()
    await hydrate(container, replay)
    expect(container.querySelector('output')?.textContent).toBe('sent 2468|false|slow|ICBC')
  })
})

describe('the inline script the server writes', () => {
  it('holds and plays as the function does, on its own (it refers to nothing outside itself)', async () => {
    const container = document.createElement('div')
    container.id = 'root'
    container.innerHTML = renderToString(<PasswordForm />)
    document.body.append(container)
    // Run as the page runs it: a script's text in the window's global scope.
    new window.Function(earlyInputScript())()
    field<HTMLInputElement>(container, 'input[type=password]').value = '97531'
    field<HTMLButtonElement>(container, 'button[type=submit]').click()
    await hydrate(container, true)
    expect(container.querySelector('output')?.textContent).toBe('sent 97531|false|slow|ICBC')
  })
})
