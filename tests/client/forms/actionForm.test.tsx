// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest'
import { FormError } from '../../../client/forms/FieldFrame.tsx'
import { InputField } from '../../../client/forms/InputField.tsx'
import { onSubmit, useActionForm } from '../../../client/forms/useActionForm.ts'
import { jsonResponse } from '../helpers/fixtures.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const texts = { client_error_generic: 'Something went wrong', money_unavailable: 'Payments are paused. Nothing was sent.' }

/** A small form on the kit: a target account, checked here (not empty) and by the gateway. */
function MoveForm({ onMoved }: { onMoved: (moved: number) => void }) {
  const [target, setTarget] = useState('')
  const move = useActionForm('transferDownlines')
  const submit = onSubmit(async () => {
    const problem = target.trim() === '' ? { field: 'targetAccount', message: 'Whom to?' } : null
    const answer = await move.submit(problem, { customerIds: ['7'], targetAccount: target.trim() })
    if (answer?.data) onMoved(answer.data.moved)
  })
  return (
    <form onSubmit={submit} noValidate>
      <InputField id="target" label="Target agent" required value={target} error={move.errorOf('targetAccount')} onChange={(e) => setTarget(e.target.value)} />
      <FormError message={move.generalError(['targetAccount'])} />
      <button type="submit" disabled={move.busy}>
        Move
      </button>
    </form>
  )
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
let answer: () => Response | Promise<Response>
beforeEach(() => {
  answer = () => jsonResponse({ ok: true, data: { moved: 1 } })
  fetchMock = vi.fn<typeof fetch>(async () => answer())
  vi.stubGlobal('fetch', fetchMock)
})

function show(onAction: Mock<(action: { type: string }) => Promise<void>> = vi.fn(async () => undefined)) {
  const onMoved = vi.fn()
  renderWithProviders(<MoveForm onMoved={onMoved} />, { onAction, texts })
  return { onAction, onMoved, form: screen.getByRole('button', { name: 'Move' }).closest('form') as HTMLFormElement }
}

const type = (value: string) => fireEvent.change(screen.getByLabelText('Target agent'), { target: { value } })
const sent = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/actions/transferDownlines').map(([, init]) => JSON.parse(String(init?.body)) as unknown)

describe('the form kit (useActionForm, InputField, FormError)', () => {
  it('sends once however often the form is submitted while the first is on its way', async () => {
    let release = () => undefined as void
    answer = () => new Promise((resolve) => (release = () => resolve(jsonResponse({ ok: true, data: { moved: 1 } }))))
    const { form, onMoved } = show()
    type('agent9')
    // Three submits in one go, before the busy state could draw the button disabled.
    act(() => {
      fireEvent.submit(form)
      fireEvent.submit(form)
      fireEvent.submit(form)
    })
    await waitFor(() => expect(sent()).toHaveLength(1))
    expect((screen.getByRole('button', { name: 'Move' }) as HTMLButtonElement).disabled).toBe(true)
    await act(async () => release())
    await waitFor(() => expect(onMoved).toHaveBeenCalledWith(1))
    expect((screen.getByRole('button', { name: 'Move' }) as HTMLButtonElement).disabled).toBe(false)
    fireEvent.submit(form)
    await waitFor(() => expect(sent()).toHaveLength(2))
  })

  it("shows the form's own problem beside its field and sends nothing", async () => {
    const { form } = show()
    fireEvent.submit(form)
    const input = screen.getByLabelText('Target agent')
    expect((await screen.findByRole('alert')).textContent).toBe('Whom to?')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-required')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
    expect(sent()).toEqual([])
  })

  it("puts the gateway's refusal beside the field it names, and one naming no field of the form under the form", async () => {
    answer = () => jsonResponse({ error: { code: 'GW_FORM_INVALID', message: 'No such agent', field: 'targetAccount' } }, 400)
    const { form } = show()
    type('nobody')
    fireEvent.submit(form)
    const beside = await screen.findByRole('alert')
    expect(beside.textContent).toBe('No such agent')
    expect(beside.closest('.field')).not.toBeNull()
    answer = () => jsonResponse({ error: { code: 'GW_FORBIDDEN', message: 'Only for agents', field: 'customerIds' } }, 403)
    fireEvent.submit(form)
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Only for agents'))
    expect(screen.getByRole('alert').closest('.field')).toBeNull()
    expect(screen.getByLabelText('Target agent').getAttribute('aria-invalid')).toBeNull()
  })

  it('says what a refusal without a message of its own means, and nothing when the session ended', async () => {
    answer = () => jsonResponse({ error: { code: 'GW_MONEY_UNAVAILABLE', message: 'Internal' } }, 503)
    const { form } = show()
    type('agent9')
    fireEvent.submit(form)
    expect((await screen.findByRole('alert')).textContent).toBe('Payments are paused. Nothing was sent.')
    answer = () => jsonResponse({ error: { code: 'UNHEARD_OF' } }, 500)
    fireEvent.submit(form)
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong'))
    answer = () => jsonResponse({ error: { code: 'GW_AUTH_SESSION_ENDED', message: 'Please log in again' } }, 401)
    fireEvent.submit(form)
    await waitFor(() => expect(sent()).toHaveLength(3))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })

  it("runs the answer's then actions in order before the form goes on", async () => {
    const then = [{ type: 'toast', text: 'Moved', ms: 2000 }, { type: 'refresh' }]
    answer = () => jsonResponse({ ok: true, data: { moved: 1 }, then })
    const order: string[] = []
    const onAction = vi.fn(async (action: { type: string }) => {
      order.push(action.type)
    })
    const { form, onMoved } = show(onAction)
    onMoved.mockImplementation(() => order.push('moved'))
    type('agent9')
    fireEvent.submit(form)
    await waitFor(() => expect(onMoved).toHaveBeenCalled())
    expect(onAction.mock.calls.map(([action]) => action)).toEqual(then)
    expect(order).toEqual(['toast', 'refresh', 'moved'])
  })

  it("refuses an answer outside the action's result schema", async () => {
    answer = () => jsonResponse({ ok: true, data: { moved: 'all of them' } })
    const { form, onMoved } = show()
    type('agent9')
    fireEvent.submit(form)
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong')
    expect(onMoved).not.toHaveBeenCalled()
  })
})
