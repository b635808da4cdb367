import forge from 'node-forge'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { flattenWhiteLabel, SystemStatusSchema, WhiteLabelTreeSchema, type WhiteLabelNode } from '../../schemas/upstream/index.ts'
import { setup } from './helpers.ts'

const ANN = '/wps/relay/MCSFE_getListAnnouncements?platform=M&merchantCode=sim88&token='

/** Decrypts a customer-service path as the site does, with forge directly. */
function openPath(path: string): string {
  const decipher = forge.cipher.createDecipher('DES-ECB', forge.util.createBuffer(path.slice(-8)))
  decipher.start({})
  decipher.update(forge.util.createBuffer(forge.util.decode64(path.slice(0, -8))))
  expect(decipher.finish()).toBe(true)
  return forge.util.decodeUtf8(decipher.output.getBytes())
}

describe('announcements', () => {
  it('returns the seeded lists for types=B,PL,PU,PR', async () => {
    const { get } = setup()
    const value = (await get(`${ANN}&types=B,PL,PU,PR`)).body.value
    expect(value.banners.filter((b: { groupName: string }) => b.groupName === 'm_home')).toHaveLength(4)
    expect(value.banners.filter((b: { groupName: string }) => b.groupName === 'm_live')).toHaveLength(2)
    expect(value.player).toHaveLength(5)
    expect(value.popup).toHaveLength(4)
    expect(value.promotion).toHaveLength(4)
    expect(value.player.filter((n: { content: string }) => /onerror|<script/.test(n.content))).toHaveLength(1)
    const links = value.banners.map((b: { linkageType: string | null; linkage: string | null }) => [b.linkageType, b.linkage])
    expect(links).toContainEqual(['P', '301'])
    expect(links.some(([t, l]: [string, string]) => t === 'URL' && l?.startsWith('https://'))).toBe(true)
    expect(links.some(([t, l]: [string, string]) => t === 'URL' && l?.startsWith('/m/'))).toBe(true)
    expect(new Set(value.popup.map((p: { execution: string }) => p.execution))).toEqual(new Set(['A', 'B', 'F']))
  })

  it('filters by types and groupName', async () => {
    const { get } = setup()
    const banners = (await get(`${ANN}&types=B&groupName=m_live`)).body.value
    expect(Object.keys(banners)).toEqual(['banners'])
    expect(banners.banners.map((b: { groupName: string }) => b.groupName)).toEqual(['m_live', 'm_live'])
    const notices = (await get(`${ANN}&types=PL`)).body.value
    expect(Object.keys(notices)).toEqual(['player'])
  })

  it('needs no token', async () => {
    const { app } = setup()
    expect((await request(app).get(`${ANN}&types=B`).set('Merchant', 'sim88')).status).toBe(200)
  })
})

describe('white-label flags and live models', () => {
  it('answers one root node whose every node carries childrenNodes, as public clients read it (S11)', async () => {
    const { get } = setup()
    const root: WhiteLabelNode = (await get('/wps/system/whitelabel')).body.value
    expect(root).toMatchObject({ modId: 'ROOT', enabled: '1' })
    const visit = (node: WhiteLabelNode): boolean => Array.isArray(node.childrenNodes) && node.childrenNodes.every(visit)
    expect(visit(root)).toBe(true)
    const reg = root.childrenNodes?.find((n) => n.modId === 'REG3')
    expect(reg?.childrenNodes?.map((n) => n.modId)).toEqual(['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3'])
    expect(flattenWhiteLabel([root])).toMatchObject({
      USERNAMEREG3: true,
      MOBILENUMREG3: true,
      REGMOBVERF3: true,
      MOBILENUMPASSREG3: false,
      FACEBOOKLOGIN3: false,
      GOOGLELOGIN3: false,
      MOBILEVERCODELOGIN3: true,
      CBS3: true,
      AGENTPOLICY3: true,
      CASHBACK3: true,
      FREEPLAY3: true,
      LIVEMODEL3: true,
    })
  })

  it('reflects flag changes (and new flags) in whitelabel, status and the model list', async () => {
    const { get, control, sim } = setup()
    expect((await get('/wps/relay/CBS_modelList?active=true&streaming=true')).body.value).toHaveLength(6)
    const res = await control('/flags', { LIVEMODEL3: false, MOBILENUMPASSREG3: true, PWDEXPFORCECHANGE3: true })
    expect(res.status).toBe(200)
    const tree = async (path: string) =>
      WhiteLabelTreeSchema.parse(path.endsWith('status') ? (await get(path)).body.value.info.whitelabel : (await get(path)).body.value)
    const flags = flattenWhiteLabel(await tree('/wps/system/whitelabel'))
    expect(flags).toMatchObject({ LIVEMODEL3: false, MOBILENUMPASSREG3: true, PWDEXPFORCECHANGE3: true })
    expect(flattenWhiteLabel(await tree('/wps/system/status'))).toEqual(flags)
    expect((await get('/wps/relay/CBS_modelList?active=true&streaming=true')).body.value).toEqual([])
    sim.reset()
    expect(flattenWhiteLabel(await tree('/wps/system/whitelabel')).LIVEMODEL3).toBe(true)
  })

  it('answers a list of top nodes instead while switched to whitelabelArray, per path', async () => {
    const { app, get } = setup()
    await request(app).post('/__sim/variants').send({ endpoint: '/wps/system/status', variant: 'whitelabelArray' })
    const list = (await get('/wps/system/status')).body.value.info.whitelabel
    expect(Array.isArray(list)).toBe(true)
    expect(list.map((n: WhiteLabelNode) => n.modId)).toContain('REG3')
    expect(Array.isArray((await get('/wps/system/whitelabel')).body.value)).toBe(false)
    await request(app).delete('/__sim/variants')
    expect(Array.isArray((await get('/wps/system/status')).body.value.info.whitelabel)).toBe(false)
  })
})

describe('system status', () => {
  it('wraps customer-service paths with DES and lists resources and the image CDN', async () => {
    const { get } = setup({ publicUrl: 'http://sim.test:9000/' })
    const status = SystemStatusSchema.parse((await get('/wps/system/status')).body.value)
    const urls = Object.fromEntries(status.info.customerService.map((cs) => [cs.csType, openPath(cs.path)]))
    expect(urls).toEqual({ WHATSAPP: 'https://wa.me/60123456789', LIVECHAT: 'http://sim.test:9000/chat/live', CS: 'http://sim.test:9000/chat/cs' })
    expect(status.info.imageCDNs).toEqual(['http://sim.test:9000'])
    expect(status.info.resources.map((r) => r.resourceType)).toEqual(['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon', 'TELEGRAM'])
    expect(status.location?.ip).toBeTruthy()
    // The other info keys S11 getPermission reads.
    expect(Object.keys((await get('/wps/system/status')).body.value.info)).toEqual(
      expect.arrayContaining(['customerService', 'domainRoute', 'resources', 'whitelabel', 'register', 'mainDomain', 'analytics']),
    )
  })

  it('follows /__sim/status and blocks other calls while in maintenance', async () => {
    const { get, control, sim } = setup()
    expect((await control('/status', { maintenance: true, regionRestriction: true })).body.status).toEqual({ maintenance: true, regionRestriction: true })
    const status = (await get('/wps/system/status')).body.value
    expect(status).toMatchObject({ maintenance: true, regionRestriction: true })
    const blocked = await get('/wps/relay/GCSGAME_hotGamesV2')
    expect(blocked.status).toBe(400)
    expect(blocked.body.errorCode).toBe('function.not.available')
    expect((await get('/wps/system/whitelabel')).status).toBe(200)
    await control('/status', { maintenance: false })
    expect((await get('/wps/system/status')).body.value).toMatchObject({ maintenance: false, regionRestriction: true })
    sim.reset()
    expect((await get('/wps/system/status')).body.value.regionRestriction).toBe(false)
  })

  it('serves the chat pages the customer-service links point at', async () => {
    const { app } = setup()
    for (const path of ['/chat/live', '/chat/cs']) {
      const res = await request(app).get(path)
      expect(res.status).toBe(200)
      expect(res.headers['content-type']).toMatch(/text\/html/)
      expect(res.text).toContain('Live chat — simulated')
    }
  })
})
