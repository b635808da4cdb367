import { favourite } from './favourite.ts'
import { launchGame } from './launchGame.ts'
import { login } from './login.ts'
import { logout } from './logout.ts'
import type { ActionHandler } from './types.ts'

export const actionHandlers: Record<string, ActionHandler> = { login, logout, launchGame, favourite } as Record<string, ActionHandler>
