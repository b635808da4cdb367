import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

export type Operator = { name: string; N: number; r: number; p: number; salt: Buffer; hash: Buffer }

const KEY_LENGTH = 32
const DEFAULT_COST = { N: 16_384, r: 8, p: 1 }
const NAME = /^[A-Za-z0-9_.-]{1,40}$/

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, { ...cost, maxmem: 256 * cost.N * cost.r }, (err, key) => (err ? reject(err) : resolve(key)))
  })
}

/** One `STUDIO_OPERATORS` entry for `name` and `password`: `name:scrypt:N:r:p:salt:hash` (base64url). */
export async function operatorEntry(name: string, password: string): Promise<string> {
  if (!NAME.test(name)) throw new Error('an operator name is 1–40 letters, digits, dots, dashes or underscores')
  const salt = randomBytes(16)
  const hash = await derive(password, salt, DEFAULT_COST, KEY_LENGTH)
  return [name, 'scrypt', DEFAULT_COST.N, DEFAULT_COST.r, DEFAULT_COST.p, salt.toString('base64url'), hash.toString('base64url')].join(':')
}

/** Parses `STUDIO_OPERATORS`; a malformed entry stops the gateway with a message naming it (never its hash). */
export function parseOperators(value: string): Map<string, Operator> {
  const operators = new Map<string, Operator>()
  for (const entry of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [name = '', kind, n, r, p, salt, hash, ...rest] = entry.split(':')
    const cost = { N: Number(n), r: Number(r), p: Number(p) }
    const ok = NAME.test(name) && kind === 'scrypt' && rest.length === 0 && salt && hash && Object.values(cost).every((v) => Number.isInteger(v) && v > 0)
    if (!ok) throw new Error(`STUDIO_OPERATORS: the entry for ${JSON.stringify(name)} is not name:scrypt:N:r:p:salt:hash (npm run studio:hash prints one)`)
    operators.set(name, { name, ...cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') })
  }
  return operators
}

const DUMMY: Operator = { name: '', ...DEFAULT_COST, salt: Buffer.alloc(16), hash: Buffer.alloc(KEY_LENGTH) }

/** The operator, when name and password match; an unknown name costs the same time as a wrong password. */
export async function verifyOperator(operators: ReadonlyMap<string, Operator>, name: string, password: string): Promise<Operator | undefined> {
  const operator = operators.get(name)
  const against = operator ?? DUMMY
  const key = await derive(password, against.salt, against, against.hash.length)
  return operator && timingSafeEqual(key, operator.hash) ? operator : undefined
}
