/**
 * Between the server's drawing and hydration a page looks live but React does not answer yet. Left alone, a tap on
 * a form's button submits the form natively (the page reloads and what was typed is gone) and a tap on any other
 * button does nothing; what was typed is in the fields but not in React's state, so a later submit sends nothing.
 *
 * The server writes {@link earlyInputScript} right after the drawn markup, so this holds from the first moment the
 * page can be touched, before any of the app's code has arrived: submits are held and the last tap on a control is
 * kept. When the app has hydrated it sends {@link EARLY_INPUT_RELEASE} to the root: every field the player changed
 * is announced to React as a change, then the kept tap is played again. When the app draws from scratch instead
 * (`detail.replay` false) nothing is played. Links are left to the browser: a server-drawn page is a whole page.
 */
const EARLY_INPUT_RELEASE = 'app:hydrated'

/** Self-contained (it runs as the page's inline script, turned to text): it refers to nothing outside itself. */
export function holdEarlyInput(root: HTMLElement): void {
  const RELEASE = 'app:hydrated'
  const CONTROLS = 'button, input[type="submit"], [role="button"], [role="tab"], [role="switch"], [role="menuitem"], [role="option"]'
  const doc = root.ownerDocument
  let lastTap: { control: HTMLElement; form: HTMLFormElement | null } | null = null
  let held: HTMLFormElement | null = null

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    const control = target?.closest<HTMLElement>(CONTROLS)
    if (!control || !root.contains(control)) return
    lastTap = { control, form: control instanceof HTMLButtonElement || control instanceof HTMLInputElement ? control.form : null }
    held = null
  }
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null
    if (!form || !root.contains(form)) return
    event.preventDefault()
    // Enter in a field submits without a tap on a button: play the submit itself.
    if (!lastTap || lastTap.form !== form) held = form
  }

  /** Tells React about every field whose value is not the one it hydrated with (React keeps it, silently). */
  const announceChanges = () => {
    // The prototypes' setters change a field without telling React's value tracker, which watches the element's own.
    const inputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    const textareaValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set
    for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
      if (field instanceof HTMLSelectElement) {
        if ([...field.options].some((option) => option.selected !== option.defaultSelected)) field.dispatchEvent(new Event('change', { bubbles: true }))
      } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
        // A radio announces the one chosen; the one it replaced follows from it.
        const changed = field.type === 'radio' ? field.checked && !field.defaultChecked : field.checked !== field.defaultChecked
        if (!changed) continue
        // Back to what React knows, then the player's tap again: React sees the change it missed.
        field.checked = !field.checked
        field.click()
      } else if (field.type !== 'file' && field.value !== field.defaultValue) {
        const typed = field.value
        field.value = field.defaultValue
        ;(field instanceof HTMLInputElement ? inputValue : textareaValue)?.call(field, typed)
        field.dispatchEvent(new Event('input', { bubbles: true }))
      }
    }
  }

  const release = (event: Event) => {
    doc.removeEventListener('click', onClick, true)
    doc.removeEventListener('submit', onSubmit, true)
    root.removeEventListener(RELEASE, release)
    if ((event as CustomEvent<{ replay?: boolean } | null>).detail?.replay !== true) return
    announceChanges()
    const tap = lastTap
    const form = held
    // After React has drawn the changes: the tap's handlers see the typed values.
    setTimeout(() => {
      if (tap?.control.isConnected) tap.control.click()
      else if (form?.isConnected) form.requestSubmit()
    }, 0)
  }
  doc.addEventListener('click', onClick, true)
  doc.addEventListener('submit', onSubmit, true)
  root.addEventListener(RELEASE, release)
}

/** The page's inline script: {@link holdEarlyInput} on #root, written right after it. */
export function earlyInputScript(): string {
  return `(${holdEarlyInput.toString()})(document.getElementById("root"));`
}

/** Ends the hold: with `replay`, once the hydrated tree has committed; without, when the page is drawn anew. */
export function releaseEarlyInput(root: HTMLElement, replay: boolean): void {
  root.dispatchEvent(new CustomEvent(EARLY_INPUT_RELEASE, { detail: { replay } }))
}
