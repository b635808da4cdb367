// Rewrites the catalogue table of gateway/upstream/README.md from schemas/upstream/catalogue (`--check`: only says
// whether it is current, exit 1 if not).
import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { withCatalogueTable } from './catalogueTable.ts'

const README = resolve(import.meta.dirname, '../gateway/upstream/README.md')
const before = await readFile(README, 'utf8')
const after = withCatalogueTable(before)
if (process.argv.includes('--check')) {
  if (after !== before) {
    process.stderr.write('gateway/upstream/README.md: the catalogue table is out of date; run npm run catalogue:table\n')
    process.exit(1)
  }
  process.stdout.write('gateway/upstream/README.md: the catalogue table is current\n')
} else {
  await writeFile(README, after)
  process.stdout.write(after === before ? 'catalogue table already current\n' : 'catalogue table rewritten\n')
}
