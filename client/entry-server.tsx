// The server build's entry (vite build --ssr, into dist/server): the gateway loads it at run time and calls
// `render` with the screen it resolved, so the first screen arrives in the HTML. Never imported by the gateway's
// sources, and the studio stays out of it.
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { evaluateClientCondition } from '../schemas/facts.ts'
import type { ScreenResponse } from '../schemas/screen.ts'
import type { RenderInput, RenderOutput, RenderPage, ServerEntry } from '../schemas/ssr.ts'
import { setBootScreen } from './api/bootScreen.ts'
import { AppProviders } from './app/AppProviders.tsx'
import { appStartScript } from './app/appStart.ts'
import { earlyInputScript } from './app/earlyInput.ts'
import { createI18n } from './app/i18n.ts'
import { AppRoutes } from './app/router.tsx'
import { serverClientFacts, ServerFactsContext } from './lib/clientWhen.ts'
import { isRegisteredBlockType, preloadBlocks, registry } from './renderer/registry.ts'

function popupBlockTypesOf(screen: ScreenResponse): string[] {
  return screen.popups.flatMap((popup) => popup.blocks ?? []).map((block) => block.type)
}

const PICTURE_BLOCKS = new Set(['bannerCarousel', 'gameBlock', 'gameEntrance', 'promotionDetail'])

/** The first picture block's first picture (the home's banner, a list's first game card, a promotion's image). */
function lcpImageOf(blocks: ScreenResponse['blocks']): string | undefined {
  const first = blocks.find((block) => PICTURE_BLOCKS.has(block.type))
  if (first?.status !== 'ok') return undefined
  switch (first.type) {
    case 'bannerCarousel':
      return first.props.slides[0]?.image || undefined
    case 'gameBlock': {
      const tab = first.props.tabs.find((candidate) => candidate.id === first.props.activeTab) ?? first.props.tabs[0]
      return tab?.games[0]?.image || undefined
    }
    case 'gameEntrance': {
      const category = first.props.categories.find((candidate) => candidate.id === first.props.active.category)
      return category?.games?.[0]?.image || undefined
    }
    case 'promotionDetail':
      return first.props.image || undefined
    default:
      return undefined
  }
}

export const render: RenderPage = async (input: RenderInput): Promise<RenderOutput> => {
  const { screen } = input
  const types = screen.blocks.map((block) => block.type)
  // Pop-ups open after load, so their chunks are not the page's to preload; the server has them all at hand anyway.
  await preloadBlocks([...types, ...popupBlockTypesOf(screen)])
  const facts = serverClientFacts(input.userAgent)
  const i18n = createI18n({ language: input.lang, texts: input.texts })
  // The screen hook reads the server's screen from here; the render is synchronous, so no other request sees it.
  setBootScreen({ path: input.path, lang: input.lang, screen })
  let markup: string
  try {
    markup = renderToString(
      <StaticRouter location={input.path}>
        <ServerFactsContext.Provider value={facts}>
          {/* A cache of its own per render: SWR's default cache is one per process, shared by every viewer. */}
          <AppProviders i18n={i18n} theme={input.theme} swr={{ provider: () => new Map() }}>
            <AppRoutes />
          </AppProviders>
        </ServerFactsContext.Provider>
      </StaticRouter>,
    )
  } finally {
    setBootScreen(null)
  }
  const drawn = screen.blocks.filter((block) => block.clientWhen === undefined || evaluateClientCondition(block.clientWhen, facts))
  const registered = [...new Set(types)].filter(isRegisteredBlockType)
  const modules = registered.map((type) => registry[type].module)
  // An island's code is not the page's to preload: it is asked for when the island is needed, or never.
  const scripts = registered.filter((type) => registry[type].hydrate === 'load').map((type) => registry[type].module)
  return { markup, modules, scripts, lcpImage: lcpImageOf(drawn) }
}

export const variantOf: ServerEntry['variantOf'] = (userAgent) => JSON.stringify(serverClientFacts(userAgent))

export const earlyScript: ServerEntry['earlyScript'] = earlyInputScript() + appStartScript()
