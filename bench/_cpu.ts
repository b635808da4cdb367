import { cpuPerRequest, printCpu } from './cpu.ts'
import { startChild } from './processes.ts'
const sim = await startChild('simulatorProcess.ts')
printCpu(await cpuPerRequest(sim.port))
await sim.stop()
