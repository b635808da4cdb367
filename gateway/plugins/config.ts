import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { GatewayConfig } from '../config.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: GatewayConfig
  }
}

/** The gateway's configuration (gateway/config.ts), read once at start. */
async function configPlugin(app: FastifyInstance, options: { config: GatewayConfig }): Promise<void> {
  app.decorate('config', options.config)
}

export default fp(configPlugin, { name: 'gateway-config', fastify: '5.x' })
