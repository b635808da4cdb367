import { login } from './login.ts'
import { logout } from './logout.ts'
import type { ActionHandler } from './types.ts'

export const actionHandlers: Record<string, ActionHandler> = { login, logout } as Record<string, ActionHandler>
