import { Router } from 'express'
import { escapeXml } from '../svg.ts'

function page(title: string, text: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeXml(title)}</title></head><body style="font-family:sans-serif;padding:24px">` +
    `<h1>${escapeXml(title)}</h1><p>${escapeXml(text)}</p></body></html>`
  )
}

/** Targets of the customer-service and app-download links the simulator hands out. */
export function pageRouter(): Router {
  const router = Router()
  router.get('/chat/live', (_req, res) => {
    res.type('html').send(page('Live chat — simulated', 'An agent of the simulated platform would chat with you here.'))
  })
  router.get('/chat/cs', (_req, res) => {
    res.type('html').send(page('Live chat — simulated', 'Customer service of the simulated platform.'))
  })
  router.get('/download/:file', (req, res) => {
    res.type('html').send(page('App download — simulated', `Here the platform would serve ${req.params.file}.`))
  })
  return router
}
