import { expectTypeOf, test } from 'vitest'
import type { runAction } from '../../client/actions/runAction.ts'
import type { Action, AuthoredAction } from '../../schemas/actions.ts'
import type { ScreenResponse } from '../../schemas/screen.ts'

type LayoutOnly = 'customerService' | 'resourceLink'
type Popup = ScreenResponse['popups'][number]
/** The members of a union that have key K, optional or not. */
type WithKey<T, K extends PropertyKey> = T extends unknown ? (K extends keyof T ? T : never) : never

test('the page runs no layout-only action: the gateway has resolved each', () => {
  expectTypeOf<Extract<Action, { type: LayoutOnly }>>().toBeNever()
  expectTypeOf<Extract<Extract<Action, { type: 'confirm' }>['then'][number], { type: LayoutOnly }>>().toBeNever()
  expectTypeOf<Parameters<typeof runAction>[0]>().toEqualTypeOf<Action>()
})

test("a screen's actions are resolved ones: no layout-only type and no access rules", () => {
  expectTypeOf<ScreenResponse['shell']['bottomMenu']['items'][number]['action']>().toEqualTypeOf<Action>()
  expectTypeOf<Popup['actions'][number]['action']>().toEqualTypeOf<Action>()
  expectTypeOf<WithKey<Action, 'requires' | 'refusal' | 'refusalMs'>>().toBeNever()
})

test('layouts may write them, and access rules on any action', () => {
  expectTypeOf<Extract<AuthoredAction, { type: LayoutOnly }>['type']>().toEqualTypeOf<LayoutOnly>()
  expectTypeOf<WithKey<AuthoredAction, 'requires'>>().toEqualTypeOf<AuthoredAction>()
  expectTypeOf<Extract<AuthoredAction, { type: 'navigate' }>['requires']>().toEqualTypeOf<'login' | 'realAccount' | undefined>()
})
