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

const clientBuild = {
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
}

const serverBuild = {
  ssr: true,
  rollupOptions: { input: fileURLToPath(new URL('entry-server.tsx', import.meta.url)) },
  outDir: '../dist/server',
  emptyOutDir: true,
  target: 'node22',
  // The gateway maps modules to their client chunks through the client's manifest, not this build's.
  manifest: false,
}

// `vite build --ssr` (npm run build's second step) builds the server entry into dist/server for the gateway.
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The server build's output is the gateway's to load, never served: only the client's files are precompressed.
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  publicDir: isSsrBuild ? false : 'public',
  // Swiper's components import its CSS: bundled (and their CSS dropped) rather than left for Node to import.
  ssr: { noExternal: ['swiper'] },
  build: isSsrBuild ? serverBuild : clientBuild,
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
}))
