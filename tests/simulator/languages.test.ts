import { describe, expect, it } from 'vitest'
import { setup } from './helpers.ts'

const ANN = '/wps/relay/MCSFE_getListAnnouncements?platform=M&merchantCode=sim88&types=B,PL,PU,PR'
const titles = (list: { title: string }[]) => list.map((i) => i.title)

/** A multilingual platform answers its content in the `Language` a call carries (the gateway sends ZH for Chinese). */
describe('platform content in the language asked', () => {
  it('answers announcements, banners, pop-ups and promotion notices in each of the five languages', async () => {
    const { get } = setup()
    const inLanguage = async (language: string) => (await get(ANN).set('Language', language)).body.value
    const en = await inLanguage('EN')
    expect(titles(en.player)).toContain('Scheduled maintenance')
    const expected = { ZH: '计划维护', TH: 'การปิดปรับปรุงตามกำหนด', VI: 'Bảo trì định kỳ', UR: 'طے شدہ دیکھ بھال' }
    for (const [language, title] of Object.entries(expected)) {
      const value = await inLanguage(language)
      expect(titles(value.player), language).toContain(title)
      expect(titles(value.banners), language).not.toContain('Welcome Bonus 100%')
      expect(titles(value.popup), language).not.toContain('Welcome to Sim88')
      expect(value.player.map((n: { id: number }) => n.id)).toEqual(en.player.map((n: { id: number }) => n.id))
    }
    expect(titles((await inLanguage('XX')).player)).toEqual(titles(en.player))
  })

  it('answers promotions and their categories in the language asked', async () => {
    const { get } = setup()
    const names = async (language: string) =>
      ((await get('/wps/relay/MCSFE_getMerchantAvailablePromotions').set('Language', language)).body.value as { promotionName: string }[]).map(
        (p) => p.promotionName,
      )
    expect(await names('EN')).toContain('Refer a Friend')
    expect(await names('VI')).toContain('Giới thiệu bạn bè')
    expect(await names('ZH')).toContain('推荐好友')
    const categories = (await get('/wps/relay/PROMOFE_getPromotionAnnouncementCategory').set('Language', 'TH')).body.value as { categoryName: string }[]
    expect(categories.map((c) => c.categoryName)).toEqual(['ฝากเงิน', 'สล็อต', 'คาสิโนสด', 'VIP', 'แอป'])
  })

  it('answers the help centre in the lang asked, else the Language header, else English', async () => {
    const { get } = setup()
    const first = async (path: string, language = 'EN') => ((await get(path).set('Language', language)).body.value as { title: string; lang: string }[])[0]
    expect(await first('/wps/system/helpCenter?lang=TH&device=MOBILE')).toMatchObject({ title: 'เกี่ยวกับเรา', lang: 'TH' })
    expect(await first('/wps/system/helpCenter?lang=UR&device=MOBILE')).toMatchObject({ title: 'ہمارے بارے میں', lang: 'UR' })
    expect(await first('/wps/system/helpCenter?device=MOBILE', 'VI')).toMatchObject({ title: 'Về chúng tôi', lang: 'VI' })
    expect(await first('/wps/system/helpCenter?lang=XX')).toMatchObject({ title: 'About us', lang: 'EN' })
  })

  it('names games in Chinese for a call in ZH, by its language parameter or its header, and in English otherwise', async () => {
    const { get } = setup()
    const names = async (query: string, language = 'EN') =>
      (
        (await get(`/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageNo=1&pageSize=2${query}`).set('Language', language)).body.value.games as {
          gameName: string
        }[]
      ).map((g) => g.gameName)
    expect(await names('&language=EN')).toEqual(['Fortune Tiger', 'Mahjong Ways'])
    expect(await names('&language=ZH')).toEqual(['财富老虎', '麻将胡了'])
    expect(await names('', 'ZH')).toEqual(['财富老虎', '麻将胡了'])
    expect(await names('&language=TH')).toEqual(['Fortune Tiger', 'Mahjong Ways'])
    const hot = (await get('/wps/relay/GCSGAME_hotGamesV2?language=ZH')).body.value.list as { gameName: string; gameType: string }[]
    const casino = hot.filter((g) => !['LOTT', 'ELOTT'].includes(g.gameType))
    expect(casino.length).toBeGreaterThan(10)
    expect(casino.filter((g) => !/[\u4e00-\u9fff]/.test(g.gameName))).toEqual([])
  })
})
