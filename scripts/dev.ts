// `npm run dev`: the simulator and the gateway (as npm start) plus Vite's dev server with hot reload on
// http://localhost:5173, which proxies /api and /media to the gateway.
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const children = [
  spawn(process.execPath, ['scripts/start.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('vite', ['--config', 'client/vite.config.ts', '--host', '127.0.0.1'], { cwd: root, stdio: 'inherit' }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
for (const child of children) child.once('exit', (code) => code && process.exitCode === undefined && stop())
