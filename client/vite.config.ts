import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const gateway = 'http://127.0.0.1:8080'
const outDir = fileURLToPath(new URL('../dist/client', import.meta.url))

// Compressed once here, at the highest levels, so the gateway serves .br/.gz as they are (@fastify/static
// preCompressed) instead of compressing every answer. Images are already compressed; tiny files gain nothing.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest|xml|ico)$/
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f) && !f.startsWith('.'))
      for (const file of files) {
        const path = join(outDir, file)
        const body = await readFile(path)
        if (body.length < 1024) continue
        const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        const gz = gzipSync(body, { level: 9 })
        if (br.length < body.length) await writeFile(`${path}.br`, br)
        if (gz.length < body.length) await writeFile(`${path}.gz`, gz)
      }
    },
  }
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    // The operator studio is its own entry: players' pages never load its code (or the code editor).
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        studio: fileURLToPath(new URL('studio/index.html', import.meta.url)),
        studioFrame: fileURLToPath(new URL('studio/frame.html', import.meta.url)),
      },
    },
  },
  server: {
    proxy: {
      '/api': gateway,
      '/media': gateway,
      '/healthz': gateway,
      '/readyz': gateway,
      '/docs': gateway,
      '/lotto': gateway,
    },
  },
})
