import { describe, expect, it } from 'vitest'
import { plainTextOf, richTextOf, type RichTextContext } from '../../../gateway/binding/richText.ts'
import type { RichNode } from '../../../schemas/richText.ts'
import { RichTextSchema } from '../../../schemas/richText.ts'
import { HOSTILE_HTML } from '../../fixtures/hostileHtml.ts'

// Links: inside paths navigate, https asks first; anything else is text. Images: only the site's own media.
const ctx: RichTextContext = {
  link: (href) =>
    href.startsWith('/m/') && !href.includes('..') && !href.includes('\\')
      ? { type: 'navigate', to: href }
      : /^https:\/\/[a-z.]+\//.test(href) && !href.includes('@')
        ? { type: 'confirm', text: 'Leave?', then: [{ type: 'openExternal', url: href }] }
        : undefined,
  image: (src) => (src.startsWith('/TCG_PROD_IMAGES/') ? `/media${src}` : undefined),
}

function everything(nodes: readonly RichNode[]): string {
  return JSON.stringify(nodes)
}

describe('richTextOf', () => {
  it('keeps paragraphs, headings, lists, bold, italic, underline and line breaks, and nothing else of the markup', () => {
    const nodes = richTextOf(
      '<div><h2>Title</h2><p>Hello <strong>big</strong> <em>small</em> <u>line</u><br>next</p><ul><li>one</li></ul><span class="x">plain</span></div>',
      ctx,
    )
    expect(nodes).toEqual([
      {
        tag: 'p',
        children: [
          { tag: 'h3', children: ['Title'] },
          {
            tag: 'p',
            children: [
              'Hello ',
              { tag: 'b', children: ['big'] },
              ' ',
              { tag: 'i', children: ['small'] },
              ' ',
              { tag: 'u', children: ['line'] },
              { tag: 'br' },
              'next',
            ],
          },
          { tag: 'ul', children: [{ tag: 'li', children: ['one'] }] },
          'plain',
        ],
      },
    ])
  })

  it('turns links into the actions the content rules allow, and keeps only the text of the others', () => {
    const nodes = richTextOf('<p><a href="/m/activity?id=7">offer</a> <a href="https://help.example/faq">faq</a> <a href="ftp://x">old</a></p>', ctx)
    expect(nodes).toEqual([
      {
        tag: 'p',
        children: [
          { tag: 'a', action: { type: 'navigate', to: '/m/activity?id=7' }, children: ['offer'] },
          ' ',
          { tag: 'a', action: { type: 'confirm', text: 'Leave?', then: [{ type: 'openExternal', url: 'https://help.example/faq' }] }, children: ['faq'] },
          ' old',
        ],
      },
    ])
  })

  it('keeps images from allowed hosts only, with their alt text', () => {
    expect(richTextOf('<img src="/TCG_PROD_IMAGES/BANNER/1.svg" alt="Bonus"><img src="https://evil.example/p.gif">', ctx)).toEqual([
      { tag: 'img', src: '/media/TCG_PROD_IMAGES/BANNER/1.svg', alt: 'Bonus' },
    ])
  })

  it('keeps the text after an svg, math or noscript element left open, and still drops what a closed one holds', () => {
    for (const tag of ['svg', 'math', 'noscript', 'SVG']) {
      expect(plainTextOf(richTextOf(`<p>before</p><${tag} onload="x()"><p>after</p>`, ctx)), tag).toBe('before after')
      expect(plainTextOf(richTextOf(`<p>one</p><${tag}>hidden</${tag}><p>two</p>`, ctx)), tag).toBe('one two')
    }
    // One closed inside another left open: the outer opener is closed at once; the inner one still drops what it holds.
    expect(plainTextOf(richTextOf('<p>a</p><math><svg>in</svg><p>b</p>', ctx))).toBe('a b')
    expect(everything(richTextOf('<svg><script>alert(1)</script><p>after <b>bold</b></p>', ctx))).toBe(
      everything([{ tag: 'p', children: ['after ', { tag: 'b', children: ['bold'] }] }]),
    )
  })

  it('decodes entities into text the page shows as text', () => {
    expect(plainTextOf(richTextOf('<p>5 &lt; 6 &amp;&nbsp;&quot;ok&quot;</p>', ctx))).toBe('5 < 6 & "ok"')
  })

  it.each(HOSTILE_HTML)('leaves no script, handler, javascript: URL, frame or foreign image: %s', (html) => {
    const nodes = richTextOf(html, ctx)
    expect(RichTextSchema.safeParse(nodes).success).toBe(true)
    const json = everything(nodes)
    expect(json).not.toMatch(/<script|onerror|onload|onclick|ontoggle|onmouseover|javascript:|vbscript:|data:text|iframe|srcdoc|evil\.example\/x|style=/i)
    for (const node of JSON.parse(json, (_k, v: unknown) => v) as RichNode[]) {
      if (typeof node !== 'string' && node.tag === 'img') expect(node.src.startsWith('/media/')).toBe(true)
    }
    expect(json).not.toContain('"url":"https://evil.example')
    expect(json).not.toContain('"to":"//')
  })

  it('gives the same tree for the same content (the sanitiser runs once per distinct text)', () => {
    const html = '<p>Once <b>only</b></p>'
    expect(richTextOf(html, ctx)).toEqual(richTextOf(html, ctx))
  })
})

describe('richTextOf, breaks and sentences', () => {
  it('reads text with no block tag as typed: line ends (\\n or \\r\\n) are breaks, a blank line ends a paragraph', () => {
    expect(richTextOf('One.\r\nTwo <b>bold</b>.\n \nThree', ctx)).toEqual([
      { tag: 'p', children: ['One.', { tag: 'br' }, 'Two ', { tag: 'b', children: ['bold'] }, '.'] },
      { tag: 'p', children: ['Three'] },
    ])
  })

  it('leaves the line ends of HTML with blocks to the HTML', () => {
    expect(richTextOf('<p>One\ntwo</p>\n<p>Three</p>', ctx)).toEqual([{ tag: 'p', children: ['One\ntwo'] }, '\n', { tag: 'p', children: ['Three'] }])
  })

  it('keeps two sentences apart where a dropped tag joined them, and leaves scripts without case as they are', () => {
    expect(plainTextOf(richTextOf('Done.<span>Next</span> <a href="ftp://x">Go</a>!<i>ok</i>', ctx))).toBe('Done. Next Go!ok')
    expect(richTextOf('<p>检查。<a href="javascript:x">现在</a></p>', ctx)).toEqual([{ tag: 'p', children: ['检查。现在'] }])
  })
})
