import { changePassword } from './changePassword.ts'
import { checkUsername } from './checkUsername.ts'
import { favourite } from './favourite.ts'
import { freePlay } from './freePlay.ts'
import { launchGame } from './launchGame.ts'
import { login } from './login.ts'
import { logout } from './logout.ts'
import { register } from './register.ts'
import { resetPassword } from './resetPassword.ts'
import { sendSms } from './sendSms.ts'
import type { ActionHandler } from './types.ts'
import { verifySlider } from './verifySlider.ts'

export const actionHandlers: Record<string, ActionHandler> = {
  login,
  logout,
  register,
  sendSms,
  freePlay,
  changePassword,
  resetPassword,
  checkUsername,
  verifySlider,
  launchGame,
  favourite,
} as Record<string, ActionHandler>
