import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSimulator, type Simulator, type SimulatorOptions } from './app.ts'

export type RunningSimulator = Simulator & {
  url: string
  port: number
  server: Server
  close(): Promise<void>
}

/** Listens on 127.0.0.1 (port 0 = ephemeral); without `publicUrl` the image CDN and chat links point at this server. */
export async function startSimulator(port = 0, options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const simulator = createSimulator(options)
  const server = createServer(simulator.app)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const actualPort = (server.address() as AddressInfo).port
  const url = `http://127.0.0.1:${actualPort}`
  if (options.publicUrl === undefined) simulator.state.config.publicUrl = url
  const close = () =>
    new Promise<void>((resolve, reject) => {
      simulator.release()
      server.close((err) => (err ? reject(err) : resolve()))
      server.closeAllConnections()
    })
  return { ...simulator, url, port: actualPort, server, close }
}
