import { startSimulator } from '../simulator/start.ts'

const sim = await startSimulator(0)
process.stdout.write(`READY ${sim.port}\n`)
process.on('SIGTERM', () => void sim.close().then(() => process.exit(0)))
