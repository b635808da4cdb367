import { Router, type Response } from 'express'
import { PROMOTIONS } from '../data/promotions.ts'
import { APP_ICON_PATH } from '../data/seed.ts'
import { flagSvg } from '../flagImages.ts'
import { allVendors, findGameByCode } from '../games/gameState.ts'
import type { SimState } from '../state.ts'
import { avatarSvg, bannerSvg, gameIconSvg, placeholderSvg, vendorLogoSvg } from '../svg.ts'

function sendSvg(res: Response, body: string | undefined): void {
  if (body === undefined) {
    res.status(404).type('text/plain').send('Not found')
    return
  }
  res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(body)
}

function stem(file: string, suffix = '.svg'): string | undefined {
  return file.endsWith(suffix) ? file.slice(0, -suffix.length) : undefined
}

/** Every picture the simulator's data points at; anything else is a 404. */
export function imageRouter(state: SimState): Router {
  const router = Router()
  const { banners, models } = state.data
  router.get('/TCG_GAME_ICONS/default.svg', (_req, res) => sendSvg(res, placeholderSvg('GAME')))
  router.get(APP_ICON_PATH, (_req, res) => sendSvg(res, placeholderSvg('APP')))
  router.get('/TCG_GAME_ICONS/:vendor/:file', (req, res) => {
    const code = stem(req.params.file)
    const game = code === undefined ? undefined : findGameByCode(state, req.params.vendor, code)
    sendSvg(res, game && gameIconSvg(game.vassalage, game.gameCode, game.gameName))
  })
  router.get('/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/:file', (req, res) => {
    const code = stem(req.params.file, '-DEFAULT.svg')
    const vendor = allVendors(state).find((v) => v.code === code)
    sendSvg(res, vendor && vendorLogoSvg(vendor.code, vendor.displayName))
  })
  router.get('/TCG_PROD_IMAGES/BANNER/:file', (req, res) => {
    const banner = banners.find((b) => `${b.bannerId}.svg` === req.params.file)
    sendSvg(res, banner && bannerSvg(banner.bannerId, banner.title))
  })
  router.get('/TCG_PROD_IMAGES/PROMOTION/:file', (req, res) => {
    const promotion = PROMOTIONS.find((p) => `${p.promotionId}.svg` === req.params.file)
    sendSvg(res, promotion && bannerSvg(promotion.promotionId, promotion.promotionName))
  })
  router.get('/TCG_PROD_IMAGES/LIVE_MODEL/:file', (req, res) => {
    const model = models.find((m) => `${m.id}.svg` === req.params.file)
    sendSvg(res, model && avatarSvg(model.id, model.name))
  })
  router.get('/TCG_PROD_IMAGES/FLAG/:file', (req, res) => {
    const lang = stem(req.params.file)
    sendSvg(res, lang === undefined ? undefined : flagSvg(lang))
  })
  return router
}
