import { PNG } from 'pngjs'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { CaptchaImageSchema, SliderChallengeSchema, SliderTicketSchema } from '../../schemas/upstream/index.ts'
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, DIGIT_FONT, GLYPH_SCALE, INK_LUMA_MAX, SLOT_X } from '../../simulator/identity/captchaImage.ts'
import { luma } from '../../simulator/identity/raster.ts'
import { solveSlider } from './helpers.ts'
import { expectFail, expectOk, identitySetup } from './identityHelpers.ts'

/** Reads the digits back from the picture: ink pixels per slot, sampled on the glyph grid, matched to the font. */
function readCaptcha(png: PNG): string {
  const isInk = (x: number, y: number) => {
    const i = (y * png.width + x) * 4
    return luma([png.data[i] ?? 255, png.data[i + 1] ?? 255, png.data[i + 2] ?? 255]) < INK_LUMA_MAX
  }
  return SLOT_X.map((slot) => {
    let left = Infinity
    let top = Infinity
    for (let y = 0; y < png.height; y++) {
      for (let x = slot; x < slot + 18; x++) {
        if (isInk(x, y)) {
          left = Math.min(left, x)
          top = Math.min(top, y)
        }
      }
    }
    const rows = Array.from({ length: 7 }, (_, gy) =>
      Array.from({ length: 5 }, (_, gx) => (isInk(left + gx * GLYPH_SCALE + 1, top + gy * GLYPH_SCALE + 1) ? '#' : ' ')).join(''),
    )
    return Object.entries(DIGIT_FONT).find(([, glyph]) => glyph.join('\n') === rows.join('\n'))?.[0] ?? '?'
  }).join('')
}

describe('GET /wps/captcha', () => {
  it('answers a 120×40 PNG of the six-digit code, a captchaId cookie and no-store', async () => {
    const { captcha } = identitySetup()
    for (let i = 0; i < 5; i++) {
      const { res, cookie, code } = await captcha()
      const image = expectOk(res, CaptchaImageSchema)
      expect(image.startsWith('data:')).toBe(false)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.headers['set-cookie']?.[0]).toMatch(/^captchaId=[0-9a-f]+; Path=\/; HttpOnly$/)
      expect(cookie).toMatch(/^captchaId=/)
      expect(code).toMatch(/^\d{6}$/)
      const png = PNG.sync.read(Buffer.from(image, 'base64'))
      expect([png.width, png.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT])
      expect(readCaptcha(png)).toBe(code)
    }
  })

  it('issues a different code and id each time', async () => {
    const { captcha } = identitySetup()
    const seen = new Set<string>()
    for (let i = 0; i < 6; i++) seen.add((await captcha()).cookie)
    expect(seen.size).toBe(6)
  })

  it('is single use and bound to its cookie (checked by a login that needs a captcha)', async () => {
    const { captcha, login, password } = identitySetup()
    for (let i = 0; i < 2; i++) await login({ username: 'member0', password: 'wrong-1' })
    const first = await captcha()
    const second = await captcha()
    // The right code under another captcha's cookie does not count, and that captcha is then used up.
    expectFail(await login({ username: 'member0', password, captcha: first.code }, { Cookie: second.cookie }), 'captcha.error')
    expectFail(await login({ username: 'member0', password, captcha: second.code }, { Cookie: second.cookie }), 'captcha.error')
    expectFail(await login({ username: 'member0', password, captcha: first.code }), 'captcha.error')
    expect((await login({ username: 'member0', password, captcha: first.code }, { Cookie: `other=1; ${first.cookie}` })).body.success).toBe(true)
    const again = await login({ username: 'member0', password: 'wrong-2', captcha: first.code }, { Cookie: first.cookie })
    expectFail(again, 'login.password.error')
  })

  it('/__sim/captcha/last answers 404 before any captcha', async () => {
    const { app } = identitySetup()
    expect((await request(app).get('/__sim/captcha/last')).status).toBe(404)
  })
})

/** A merchant with the seeds' slider (SLIDER3): no public client shows one, so it is off by default. */
async function sliderSetup() {
  const ctx = identitySetup()
  await ctx.control('/flags', { SLIDER3: true })
  return ctx
}

describe('slider captcha (SLIDER3)', () => {
  it('serves a 300×150 background with a hole and a 50×50 piece; the secret x lies in 80–250', async () => {
    const { app, get } = await sliderSetup()
    const challenge = expectOk(await get('/wps/captcha/slider'), SliderChallengeSchema)
    expect(challenge).toMatchObject({ width: 300, height: 150, pieceSize: 50 })
    const background = PNG.sync.read(Buffer.from(challenge.background, 'base64'))
    const piece = PNG.sync.read(Buffer.from(challenge.piece, 'base64'))
    expect([background.width, background.height, piece.width, piece.height]).toEqual([300, 150, 50, 50])
    const { x } = (await request(app).get(`/__sim/slider/${challenge.id}`)).body as { x: number }
    expect(x).toBeGreaterThanOrEqual(80)
    expect(x).toBeLessThanOrEqual(250)
    // Inside the hole the background is darker than the piece that fills it.
    const at = (png: PNG, px: number, py: number) => luma([...png.data.subarray((py * png.width + px) * 4, (py * png.width + px) * 4 + 3)])
    expect(at(background, x + 20, challenge.y + 30)).toBeLessThan(at(piece, 20, 30))
    expect(piece.data[(0 * 50 + 45) * 4 + 3]).toBe(0)
  })

  it.each([
    [-5, true],
    [5, true],
    [0, true],
    [-6, false],
    [6, false],
  ])('verify with an offset of %i px → ticket: %s', async (offset, accepted) => {
    const { app, get, post } = await sliderSetup()
    const { id } = expectOk(await get('/wps/captcha/slider'), SliderChallengeSchema)
    const { x } = (await request(app).get(`/__sim/slider/${id}`)).body as { x: number }
    const res = await post('/wps/captcha/slider/verify').send({ id, x: x + offset })
    if (accepted) expect(expectOk(res, SliderTicketSchema).ticket).toMatch(/^[0-9a-f]{32}$/)
    else expect(expectFail(res, 'slider.invalid').message).toBe('Slider check failed')
  })

  it('lets a challenge be verified once, right or wrong', async () => {
    const { app, get, post } = await sliderSetup()
    const { id } = expectOk(await get('/wps/captcha/slider'), SliderChallengeSchema)
    const { x } = (await request(app).get(`/__sim/slider/${id}`)).body as { x: number }
    expectFail(await post('/wps/captcha/slider/verify').send({ id, x: x + 40 }), 'slider.invalid')
    expectFail(await post('/wps/captcha/slider/verify').send({ id, x }), 'slider.invalid')
    expect((await request(app).get(`/__sim/slider/${id}`)).status).toBe(404)
    expectFail(await post('/wps/captcha/slider/verify').send({ id: 'unknown', x }), 'slider.invalid')
    expectFail(await post('/wps/captcha/slider/verify').send({ id }), 'request_param_err', 400)
  })

  it('tickets are single use and expire after 2 minutes', async () => {
    const { app, clock, login, password } = await sliderSetup()
    const ticket = await solveSlider(app)
    expect((await login({ username: 'member0', password, sliderTicket: ticket })).body.success).toBe(true)
    expectFail(await login({ username: 'member0', password, sliderTicket: ticket }), 'slider.invalid')
    const fresh = await solveSlider(app)
    clock.now += 2 * 60 * 1000
    expect((await login({ username: 'member0', password, sliderTicket: fresh })).body.success).toBe(true)
    const stale = await solveSlider(app)
    clock.now += 2 * 60 * 1000 + 1
    expectFail(await login({ username: 'member0', password, sliderTicket: stale }), 'slider.invalid')
  })
})
