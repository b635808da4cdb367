import { REGISTER_FIELDS, type RegisterField } from '../../schemas/upstream/index.ts'

/**
 * The simulator's own record of a field's rule: whether the merchant has the field on, whether it must be filled
 * in, and the checks. What goes on the wire is `publishedRules`.
 */
export type RegisterRule = {
  enabled: boolean
  required: boolean
  acceptedPattern: string
  minLength: number
  maxLength: number
  patternId: number
  message: string
}

const OFF: RegisterRule = { enabled: false, required: false, acceptedPattern: '*', minLength: 0, maxLength: 64, patternId: 0, message: '' }

const SEED_RULES: Partial<Record<RegisterField, Partial<RegisterRule>>> = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]{5,15}$',
    minLength: 6,
    maxLength: 16,
    patternId: 1,
    message: 'Account format is incorrect',
  },
  password: {
    enabled: true,
    required: true,
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d).{8,20}$',
    minLength: 8,
    maxLength: 20,
    patternId: 2,
    message: 'Password format is incorrect',
  },
  confirmPassword: { enabled: true, required: true, minLength: 8, maxLength: 20, message: 'Confirmation password not matched' },
  mobileNum: {
    enabled: true,
    required: true,
    acceptedPattern: '^[0-9]{7,15}$',
    minLength: 7,
    maxLength: 15,
    patternId: 6,
    message: 'The mobile num is not valid',
  },
  email: {
    enabled: true,
    acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    minLength: 0,
    maxLength: 254,
    patternId: 3,
    message: 'E-mail format is incorrect',
  },
  nickname: { enabled: true, minLength: 2, maxLength: 20, patternId: 4, message: 'Name format is not valid' },
  payeeName: { enabled: true, minLength: 2, maxLength: 50, patternId: 4, message: 'Name format is not valid' },
  affiliateCode: { enabled: true, acceptedPattern: '^[A-Za-z0-9]{4,12}$', minLength: 4, maxLength: 12, patternId: 5, message: 'Invalid invitation code' },
  // Its `enabled` is also gated by the REGMOBVERF3 flag when the settings are read.
  verificationCode: {
    enabled: true,
    required: true,
    acceptedPattern: '^[0-9]{6}$',
    minLength: 6,
    maxLength: 6,
    patternId: 6,
    message: 'Verification code error',
  },
  captcha: { enabled: true, required: true, acceptedPattern: '^[0-9]{6}$', minLength: 6, maxLength: 6, patternId: 6, message: 'Enter a captcha' },
}

/** The seed rule of every field: what `reset` restores. */
export function seedRegisterRules(): Record<RegisterField, RegisterRule> {
  return Object.fromEntries(REGISTER_FIELDS.map((field) => [field, { ...OFF, message: `${field} format is incorrect`, ...SEED_RULES[field] }])) as Record<
    RegisterField,
    RegisterRule
  >
}

/**
 * `/wps/system/setting/register` as the platform answers it: only the fields that are on are listed (no source
 * shows `enabled`), each with the keys S7 and S11 read: `acceptedPattern`, `minLength`, `maxLength`, `patternId`.
 * `required: true` is added for the fields that must be filled in: no source shows it, this is the simulator's
 * own way to say so (`bare` leaves it out, as the sources show the rules).
 */
export function publishedRules(rules: Readonly<Record<RegisterField, RegisterRule>>, bare: boolean): Record<string, object> {
  const published: Record<string, object> = {}
  for (const field of REGISTER_FIELDS) {
    const { enabled, required, acceptedPattern, minLength, maxLength, patternId } = rules[field]
    if (!enabled) continue
    published[field] = { acceptedPattern, minLength, maxLength, patternId, ...(required && !bare ? { required: true } : {}) }
  }
  return published
}

/** Invitation codes that exist (`/wps/agent/affiliate`), matched case-insensitively. */
const AFFILIATE_CODES: readonly string[] = ['AGENT88', 'ANA2024']

export function affiliateExists(code: string): boolean {
  const wanted = code.trim().toUpperCase()
  return AFFILIATE_CODES.includes(wanted)
}
