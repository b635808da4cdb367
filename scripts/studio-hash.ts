// `npm run studio:hash -- <name>`: asks for a password and prints the STUDIO_OPERATORS entry for it.
import { createInterface } from 'node:readline/promises'
import { operatorEntry } from '../gateway/studio/operators.ts'

const name = process.argv[2]
if (!name) {
  console.error('usage: npm run studio:hash -- <operator name>   (the password is read from standard input)')
  process.exit(2)
}
const lines = createInterface({ input: process.stdin, output: process.stderr, terminal: false })
process.stderr.write('password: ')
const password = (await lines[Symbol.asyncIterator]().next()).value as string | undefined
lines.close()
if (!password || password.length < 8) {
  console.error('\na password of 8 characters or more is needed')
  process.exit(2)
}
console.log(await operatorEntry(name, password))
console.error('\nAdd this entry to STUDIO_OPERATORS (comma-separated for several operators) and restart the gateway.')
