// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import PromotionDetailBlock from '../../../client/blocks/PromotionDetailBlock.tsx'
import type { PromotionDetailResolved } from '../../../schemas/blocks/promotionDetail.ts'
import { jsonResponse } from '../helpers/fixtures.ts'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

const labels = {
  heading: 'Apply for this promotion',
  comment: 'Comment',
  commentHint: 'Tell us why',
  images: 'Pictures',
  addImage: 'Add picture',
  removeImage: 'Remove picture',
  submit: 'Send application',
  tooLong: 'The comment may have at most 140 characters',
  required: 'Please write a comment',
  tooMany: 'At most 3 pictures',
  tooBig: 'Each picture may be at most 5 MB',
  wrongType: 'Pictures must be png or jpg',
  failed: 'The promotion could not be loaded or changed. Please try again.',
}
const base: PromotionDetailResolved = {
  found: true,
  title: 'VIP Birthday Gift',
  image: '/media/TCG_PROD_IMAGES/PROMOTION/303.svg',
  period: '2025-02-24 – 2025-03-26',
  badge: { text: 'Join', tone: 'accent' },
  body: [{ tag: 'p', children: ['Send us a photo ', { tag: 'a', action: { type: 'navigate', to: '/m/help' }, children: ['terms'] }] }],
  back: { label: 'All promotions', action: { type: 'navigate', to: '/m/activity' } },
}
const withForm: PromotionDetailResolved = {
  ...base,
  apply: { promotionId: '303', maxChars: 140, maxImages: 3, maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'], labels },
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () =>
    jsonResponse({ ok: true, data: { promotionId: '303' }, then: [{ type: 'toast', text: 'Application sent', ms: 2000 }, { type: 'refresh' }] }),
  )
  vi.stubGlobal('fetch', fetchMock)
})

function png(name: string, bytes = 16): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, ...new Array<number>(bytes).fill(0)])], name, { type: 'image/png' })
}

function pick(files: File[]) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement
  Object.defineProperty(input, 'files', { value: files, configurable: true })
  fireEvent.change(input)
}

describe('PromotionDetailBlock', () => {
  it('shows the promotion and runs the action its state allows, and the content links', () => {
    const onAction = vi.fn(async () => undefined)
    const action = { label: 'Claim', action: { type: 'call', name: 'promotion', body: { promotionId: '301', step: 'claim' } } } as const
    renderWithProviders(<PromotionDetailBlock id="promotion" props={{ ...base, action }} status="ok" />, { onAction })
    expect(screen.getByRole('heading', { name: 'VIP Birthday Gift' })).toBeTruthy()
    expect(screen.getByText('2025-02-24 – 2025-03-26')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }))
    expect(onAction).toHaveBeenCalledWith(action.action)
    fireEvent.click(screen.getByRole('link', { name: 'terms' }))
    expect(onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/help' })
  })

  it('refuses an empty or too long comment before anything is sent', () => {
    renderWithProviders(<PromotionDetailBlock id="promotion" props={withForm} status="ok" />, { onAction: vi.fn(async () => undefined) })
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }))
    expect(screen.getByRole('alert').textContent).toBe('Please write a comment')
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'x'.repeat(141) } })
    expect(screen.getByText('141/140')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }))
    expect(screen.getByRole('alert').textContent).toBe('The comment may have at most 140 characters')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('refuses a fourth picture, a gif and a picture over 5 MB', async () => {
    renderWithProviders(<PromotionDetailBlock id="promotion" props={withForm} status="ok" />, { onAction: vi.fn(async () => undefined) })
    pick([png('a.png'), png('b.png'), png('c.png'), png('d.png')])
    expect(screen.getByRole('alert').textContent).toBe('At most 3 pictures')
    pick([new File(['GIF89a'], 'x.gif', { type: 'image/gif' })])
    expect(screen.getByRole('alert').textContent).toBe('Pictures must be png or jpg')
    pick([png('big.png', 5 * 1024 * 1024)])
    expect(screen.getByRole('alert').textContent).toBe('Each picture may be at most 5 MB')
    pick([png('a.png'), png('b.png')])
    expect(await screen.findByAltText('a.png')).toBeTruthy()
    expect(screen.getByAltText('b.png')).toBeTruthy()
  })

  it('sends the comment and pictures, then runs what the gateway answers', async () => {
    const onAction = vi.fn(async () => undefined)
    renderWithProviders(<PromotionDetailBlock id="promotion" props={withForm} status="ok" />, { onAction })
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: '  My birthday  ' } })
    pick([png('a.png')])
    await screen.findByAltText('a.png')
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }))
    await waitFor(() => expect(onAction).toHaveBeenCalledWith({ type: 'refresh' }))
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/actions/applyPromotion')
    const body = JSON.parse(String(init?.body)) as { promotionId: string; remarks: string; pictures: string[] }
    expect([body.promotionId, body.remarks, body.pictures.length]).toEqual(['303', 'My birthday', 1])
    expect(body.pictures[0]).toMatch(/^data:image\/png;base64,iVBORw/)
  })

  it("shows the gateway's field error when it refuses", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: 'GW_FORM_INVALID', message: 'Pictures must be png or jpg', field: 'pictures' } }, 400))
    renderWithProviders(<PromotionDetailBlock id="promotion" props={withForm} status="ok" />, { onAction: vi.fn(async () => undefined) })
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'hello' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Pictures must be png or jpg')
  })
})
