import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

// Powerful features the site never uses, off for it and every frame it holds (the lottery page included),
// so an injected script or a framed page cannot ask the player for them. Only names Chromium knows: it
// warns in the console about any other (`bluetooth`, for one, is not a policy feature there).
const FEATURES_OFF = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]

const PERMISSIONS_POLICY = FEATURES_OFF.map((feature) => `${feature}=()`).join(', ')

/** Permissions-Policy on every answer (helmet has no option for it). */
async function permissionsPolicyPlugin(app: FastifyInstance): Promise<void> {
  // A callback hook: an async one costs every request a promise and a microtask for one header.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY)
    done()
  })
}

export default fp(permissionsPolicyPlugin, { name: 'gateway-permissions-policy', fastify: '5.x' })
