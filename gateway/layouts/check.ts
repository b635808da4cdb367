// `npm run layouts:check`: validates every layout file and prints each problem with file, JSON path and message.
import { resolve } from 'node:path'
import { formatProblem, readLayoutFiles } from './store.ts'
import { validateLayouts } from './validate.ts'

const dir = resolve(process.argv[2] ?? process.env.LAYOUTS_DIR ?? resolve(import.meta.dirname, '../../layouts'))
const files = await readLayoutFiles(dir)
const { problems, set } = validateLayouts(files)
if (!set.shell) problems.push({ file: 'shell.json', path: '(file)', message: 'missing or invalid' })
if (!set.screens.some((s) => s.id === 'home')) problems.push({ file: 'screens/home.json', path: '(file)', message: 'a home screen is required' })
const enKeys = Object.keys(set.texts.EN ?? {})
for (const [lang, texts] of Object.entries(set.texts)) {
  const missing = enKeys.filter((k) => !(k in texts))
  if (missing.length) console.warn(`warning: i18n/${lang.toLowerCase()}.json lacks ${missing.length} key(s), English is shown instead: ${missing.join(', ')}`)
}
if (problems.length) {
  for (const p of problems) console.error(formatProblem(p))
  console.error(`\n${problems.length} problem(s) in ${dir}`)
  process.exit(1)
}
console.warn(`${Object.keys(files).length} layout files are valid (version ${set.version})`)
