// The built client and the files crawlers ask for. A client route that is reloaded gets index.html; a file that
// is not there is a 404, never the app's HTML (a missing chunk must fail as such, not parse HTML as JavaScript).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import type { ShellLayout } from '../../schemas/layout.ts'
import { GwErrors } from '../errors.ts'
import { loadPageRenderer } from './page.ts'

const ROBOTS = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /studio', 'Disallow: /docs', ''].join('\n')

/** A path that names a file (an extension on its last segment, or anything under /assets/), unless shell.json declares it. */
export function isFilePath(pathname: string, shell: ShellLayout): boolean {
  if (shell.routes.includes(pathname) || Object.hasOwn(shell.aliases, pathname)) return false
  if (pathname.startsWith('/assets/')) return true
  return /\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1))
}

function cacheControlOf(path: string): string {
  // Pre-compressed variants are the same file as far as caching goes.
  const file = path.replace(/\.(br|gz)$/, '')
  if (file.includes('/assets/')) return 'public, max-age=31536000, immutable'
  return file.endsWith('index.html') ? 'no-cache' : 'public, max-age=300'
}

/**
 * Serves the built client (its .br/.gz variants as they are, written at build); every other GET that wants a page gets
 * index.html, with its first screen drawn in it when the server build (`ssrBundle`) is there.
 */
export async function registerClient(app: FastifyInstance, dir: string, ssrBundle: string): Promise<void> {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(ROBOTS),
  )
  const hasBuild = existsSync(join(dir, 'index.html'))
  const page = hasBuild ? await loadPageRenderer(app, dir, ssrBundle) : null
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('cache-control', cacheControlOf(path))
      },
    })
  }
  app.setNotFoundHandler((request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) {
      throw new GwErrors.routeNotFound()
    }
    const pathname = request.url.split(/[?#]/)[0] ?? '/'
    if (isFilePath(pathname, app.layouts.layouts.shell)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
    if (!hasBuild) return reply.code(503).type('text/plain').send('The client is not built: run npm run build')
    return page ? page(request, reply) : reply.sendFile('index.html')
  })
}
