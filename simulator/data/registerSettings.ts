import { REGISTER_FIELDS, type RegisterField, type RegisterRule } from '../../schemas/upstream/index.ts'

const OFF: RegisterRule = { enabled: false, required: false, acceptedPattern: '*', minLength: 0, maxLength: 64, patternId: 0, message: '' }

const SEED_RULES: Partial<Record<RegisterField, Partial<RegisterRule>>> = {
  username: { enabled: true, required: true, acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]{5,15}$', minLength: 6, maxLength: 16, patternId: 1, message: 'Account format is incorrect' },
  password: { enabled: true, required: true, acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d).{8,20}$', minLength: 8, maxLength: 20, patternId: 2, message: 'Password format is incorrect' },
  confirmPassword: { enabled: true, required: true, minLength: 8, maxLength: 20, message: 'Confirmation password not matched' },
  mobileNum: { enabled: true, required: true, acceptedPattern: '^[0-9]{7,15}$', minLength: 7, maxLength: 15, patternId: 6, message: 'The mobile num is not valid' },
  email: { enabled: true, acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', minLength: 0, maxLength: 254, patternId: 3, message: 'E-mail format is incorrect' },
  nickname: { enabled: true, minLength: 2, maxLength: 20, patternId: 4, message: 'Name format is not valid' },
  payeeName: { enabled: true, minLength: 2, maxLength: 50, patternId: 4, message: 'Name format is not valid' },
  affiliateCode: { enabled: true, acceptedPattern: '^[A-Za-z0-9]{4,12}$', minLength: 4, maxLength: 12, patternId: 5, message: 'Invalid invitation code' },
  // Its `enabled` is also gated by the REGMOBVERF3 flag when the settings are read.
  verificationCode: { enabled: true, required: true, acceptedPattern: '^[0-9]{6}$', minLength: 6, maxLength: 6, patternId: 6, message: 'Verification code error' },
  captcha: { enabled: true, required: true, acceptedPattern: '^[0-9]{6}$', minLength: 6, maxLength: 6, patternId: 6, message: 'Enter a captcha' },
}

/** The seed rule of every field: what `reset` restores. */
export function seedRegisterRules(): Record<RegisterField, RegisterRule> {
  return Object.fromEntries(
    REGISTER_FIELDS.map((field) => [field, { ...OFF, message: `${field} format is incorrect`, ...SEED_RULES[field] }]),
  ) as Record<RegisterField, RegisterRule>
}

/** Invitation codes that exist (`AFFMAN_checkAffiliateCode`), matched case-insensitively. */
export const AFFILIATE_CODES: readonly string[] = ['AGENT88', 'ANA2024']

export function affiliateExists(code: string): boolean {
  const wanted = code.trim().toUpperCase()
  return AFFILIATE_CODES.includes(wanted)
}
