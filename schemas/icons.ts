import { z } from 'zod'

/** Icon names the client can draw; layouts pick from these. */
const ICONS = [
  'home', 'notice', 'invite', 'deposit', 'login', 'register', 'promotion', 'member', 'hot', 'service', 'cashback',
  'withdraw', 'reward', 'record', 'whatsapp', 'chat', 'download', 'logout', 'forgot', 'theme', 'language', 'menu',
  'speaker', 'star', 'games', 'close', 'back', 'maintenance', 'restricted', 'user', 'telegram', 'mail', 'help', 'chevron',
] as const
export const IconSchema = z.enum(ICONS).meta({ id: 'Icon' })
export type Icon = z.infer<typeof IconSchema>
