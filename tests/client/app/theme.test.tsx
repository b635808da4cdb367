// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { readStoredTheme } from '../../../client/app/theme.tsx'
import { renderWithProviders } from '../helpers/renderWithProviders.tsx'

describe('theme', () => {
  it.each([
    ['missing', null],
    ['invalid', 'purple'],
    ['empty', ''],
  ])('turns a %s stored value into dark', (_case, stored) => {
    if (stored !== null) window.localStorage.setItem('theme', stored)
    expect(readStoredTheme()).toBe('dark')
    renderWithProviders(<p>page</p>)
    expect(document.documentElement.dataset.theme).toBe('dark')
  })

  it('keeps a stored light theme', () => {
    window.localStorage.setItem('theme', 'light')
    renderWithProviders(<p>page</p>)
    expect(document.documentElement.dataset.theme).toBe('light')
  })
})
