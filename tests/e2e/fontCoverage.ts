import type { CDPSession, Page } from '@playwright/test'

type Font = { familyName: string; isCustomFont: boolean; glyphCount: number }
type DomNode = { nodeId: number; nodeType: number; nodeName: string; nodeValue: string; children?: DomNode[] }

/** A script the site draws with a font of its own (or, for Chinese, the machine's Noto Sans CJK). */
type Script = { name: string; chars: RegExp; family: string; bundled: boolean }

const SCRIPTS: readonly Script[] = [
  { name: 'Thai', chars: /[\u0E00-\u0E7F]/u, family: 'Noto Sans Thai', bundled: true },
  { name: 'Urdu', chars: /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u, family: 'Noto Nastaliq Urdu', bundled: true },
  // The letters Vietnamese adds to Latin (ă, đ, ơ, ư and the stacked ones).
  {
    name: 'Vietnamese',
    chars: /[\u0102\u0103\u0110\u0111\u0128\u0129\u0168\u0169\u01A0\u01A1\u01AF\u01B0\u1EA0-\u1EF9]/u,
    family: 'Noto Sans',
    bundled: true,
  },
  { name: 'Chinese', chars: /[\u3400-\u9FFF\u3000-\u303F\uFF01-\uFF5E]/u, family: 'Noto Sans CJK SC', bundled: false },
]

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE'])

function textNodes(node: DomNode, into: DomNode[] = []): DomNode[] {
  if (SKIPPED.has(node.nodeName)) return into
  if (node.nodeType === 3 && node.nodeValue.trim() !== '') into.push(node)
  node.children?.forEach((child) => textNodes(child, into))
  return into
}

/**
 * What is wrong with one drawn text: a script's characters drawn by another font than the one that has them, or
 * more glyphs drawn by the other fonts than the text has characters outside the script (a box is such a glyph).
 */
function problemsOf(text: string, fonts: Font[]): string[] {
  const problems: string[] = []
  const chars = [...text]
  for (const script of SCRIPTS) {
    const own = chars.filter((c) => script.chars.test(c)).length
    if (own === 0) continue
    const drawing = fonts.find((f) => f.familyName === script.family && f.isCustomFont === script.bundled)
    if (drawing === undefined) problems.push(`${script.name} not drawn with ${script.bundled ? 'the bundled ' : ''}${script.family}`)
    const others = fonts.filter((f) => f !== drawing).reduce((sum, f) => sum + f.glyphCount, 0)
    const outside = chars.filter((c) => !script.chars.test(c)).length
    if (others > outside) problems.push(`${others - outside} ${script.name} glyph(s) drawn by a fallback`)
  }
  return problems
}

async function fontsOf(cdp: CDPSession, nodeId: number): Promise<Font[]> {
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  return fonts
}

/** Every text node the page draws (a node with no layout is skipped): how many, and what is wrong with their fonts. */
export async function fontProblems(page: Page): Promise<{ drawn: number; problems: string[] }> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
    const problems: string[] = []
    let drawn = 0
    for (const node of textNodes(root as DomNode)) {
      const fonts = await fontsOf(cdp, node.nodeId)
      if (fonts.length === 0) continue
      drawn++
      const found = problemsOf(node.nodeValue, fonts)
      if (found.length > 0) problems.push(`"${node.nodeValue.trim()}" (${fonts.map((f) => `${f.familyName}×${f.glyphCount}`).join(', ')}): ${found.join('; ')}`)
    }
    return { drawn, problems }
  } finally {
    await cdp.detach()
  }
}
