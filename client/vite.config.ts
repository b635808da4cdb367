import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const gateway = 'http://127.0.0.1:8080'

const clientBuild = {
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
  plugins: [react()],
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
