import express, { type ErrorRequestHandler, type Express } from 'express'
import { controlRouter } from './control/control.ts'
import { errors, sendFailure } from './envelope.ts'
import { platformGate } from './middleware/faults.ts'
import { merchantCheck } from './middleware/merchant.ts'
import { agentEndpoints } from './routes/agent.ts'
import { withAlternates } from './routes/alternates.ts'
import { captchaEndpoints } from './routes/captcha.ts'
import { contentEndpoints } from './routes/content.ts'
import { contractEndpoints } from './routes/contracts.ts'
import { depositEndpoints } from './routes/deposit.ts'
import { endpointDispatcher, type Endpoint } from './routes/endpoints.ts'
import { favouriteEndpoints } from './routes/favourites.ts'
import { gameEndpoints } from './routes/games.ts'
import { imageRouter } from './routes/images.ts'
import { launchEndpoints } from './routes/launch.ts'
import { lotteryEndpoints } from './routes/lottery.ts'
import { lotteryDetailRouter, lotteryOrderEndpoints } from './routes/lotteryOrders.ts'
import { memberEndpoints } from './routes/member.ts'
import { messageEndpoints } from './routes/messages.ts'
import { pageRouter } from './routes/pages.ts'
import { passwordEndpoints } from './routes/password.ts'
import { payRouter } from './routes/payPage.ts'
import { playRouter } from './routes/play.ts'
import { promotionEndpoints } from './routes/promotions.ts'
import { rebateEndpoints } from './routes/rebate.ts'
import { registerEndpoints } from './routes/register.ts'
import { rewardEndpoints } from './routes/rewards.ts'
import { sessionEndpoints } from './routes/session.ts'
import { systemEndpoints } from './routes/system.ts'
import { verificationEndpoints } from './routes/verification.ts'
import { walletEndpoints } from './routes/wallet.ts'
import { withdrawEndpoints } from './routes/withdraw.ts'
import { createState, releaseHeld, resetState, type SimState } from './state.ts'

export type SimulatorOptions = {
  seed?: number | undefined
  merchant?: string | undefined
  publicUrl?: string | undefined
  /** Clock for session idle expiry, slider tickets, SMS codes and reset links; defaults to Date.now. */
  now?: (() => number) | undefined
}

export type Simulator = {
  app: Express
  state: SimState
  /** Restores the seed state (flags, status, faults, latency, sessions, members, identity, call counts) and drops hung requests. */
  reset(): void
  /** Drops every parked request (hung or delayed) so a server can close. */
  release(): void
}

const DEFAULT_SEED = 88
/** Port of the `npm run sim` command line. */
export const DEFAULT_PORT = 8090
const DEFAULT_MERCHANT = 'sim88'
const DEFAULT_PUBLIC_URL = `http://127.0.0.1:${DEFAULT_PORT}`

/** Every platform route the simulator answers. */
export const SIMULATED_ENDPOINTS: readonly Endpoint[] = withAlternates([
  ...systemEndpoints,
  ...sessionEndpoints,
  ...captchaEndpoints,
  ...verificationEndpoints,
  ...registerEndpoints,
  ...passwordEndpoints,
  ...memberEndpoints,
  ...gameEndpoints,
  ...contentEndpoints,
  ...messageEndpoints,
  ...favouriteEndpoints,
  ...launchEndpoints,
  ...lotteryEndpoints,
  ...walletEndpoints,
  ...depositEndpoints,
  ...withdrawEndpoints,
  ...rebateEndpoints,
  ...lotteryOrderEndpoints,
  ...promotionEndpoints,
  ...rewardEndpoints,
  ...contractEndpoints,
  ...agentEndpoints,
])

const onError: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (res.headersSent) return void res.destroy()
  const parseError = !!err && typeof err === 'object' && 'type' in err && typeof err.type === 'string' && err.type.startsWith('entity.')
  const platform = req.path.startsWith('/wps/') || req.path.startsWith('/lgw/')
  if (platform) return sendFailure(req, res, parseError ? errors.requestBodyRequired : errors.systemBusy)
  res.status(parseError ? 400 : 500).json({ error: parseError ? 'bad_request' : 'internal_error' })
}

export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const state = createState(
    {
      seed: options.seed ?? DEFAULT_SEED,
      merchant: options.merchant ?? DEFAULT_MERCHANT,
      publicUrl: (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, ''),
    },
    options.now ?? Date.now,
  )
  const app = express()
  app.disable('x-powered-by')
  app.set('etag', false)
  app.use('/__sim', controlRouter(state))
  app.use(imageRouter(state))
  app.use(pageRouter(state))
  app.use(playRouter(state))
  app.use(payRouter(state))
  app.use(['/wps', '/lgw'], platformGate(state))
  app.use('/wps', merchantCheck(state))
  app.use(endpointDispatcher(state, SIMULATED_ENDPOINTS))
  app.use(lotteryDetailRouter(state))
  app.use(['/wps', '/lgw'], (req, res) => sendFailure(req, res, errors.notFound))
  app.use((_req, res) => void res.status(404).type('text/plain').send('Not found'))
  app.use(onError)
  return { app, state, reset: () => resetState(state), release: () => releaseHeld(state, false) }
}
