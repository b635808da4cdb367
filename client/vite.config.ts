import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const gateway = 'http://127.0.0.1:8080'

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: '../dist/client',
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
