import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { LayoutFiles } from './validate.ts'

const LAYOUT_FILE = /^(shell\.json|screens\/[^/]+\.json|i18n\/[^/]+\.json)$/

/**
 * Writes a published set into the layout folder: each file whole (written aside, then renamed, so the watcher
 * never reads half a file), and the screens and texts the set no longer has removed.
 */
export async function writeLayoutFiles(dir: string, files: LayoutFiles): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    if (!LAYOUT_FILE.test(file)) throw new Error(`not a layout file: ${file}`)
    const target = join(dir, file)
    await mkdir(dirname(target), { recursive: true })
    const aside = `${target}.${process.pid}.tmp`
    await writeFile(aside, text)
    await rename(aside, target)
  }
  for (const folder of ['screens', 'i18n']) {
    const names = await readdir(join(dir, folder)).catch(() => [] as string[])
    for (const name of names) {
      if (name.endsWith('.json') && !(`${folder}/${name}` in files)) await rm(join(dir, folder, name))
    }
  }
}
