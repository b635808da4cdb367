import { z } from 'zod'
import type { Action } from './actions.ts'
import { ActionSchema } from './actions.ts'

/** Block-level and inline tags platform content keeps, once the gateway has reduced it (DESIGN §8, ASVS 1.3.1). */
const RICH_TAGS = ['p', 'h3', 'h4', 'ul', 'ol', 'li', 'b', 'i', 'u', 'br'] as const
export type RichTag = (typeof RICH_TAGS)[number]

/**
 * Platform HTML as the page receives it: text, a closed set of tags, links as actions (already checked by the
 * content-link rules) and images from allowed hosts. There is no attribute, style or script to carry anything else,
 * and the page builds elements from it, never HTML.
 */
export type RichNode =
  string | { tag: RichTag; children?: RichNode[] | undefined } | { tag: 'a'; action: Action; children: RichNode[] } | { tag: 'img'; src: string; alt: string }

const RichNodeSchema: z.ZodType<RichNode> = z
  .lazy(
    () =>
      z.union([
        z.string(),
        z.object({ tag: z.enum(RICH_TAGS), children: z.array(RichNodeSchema).optional() }).strict(),
        z.object({ tag: z.literal('a'), action: ActionSchema, children: z.array(RichNodeSchema) }).strict(),
        z.object({ tag: z.literal('img'), src: z.string(), alt: z.string() }).strict(),
      ]),
    // Recursive: an id gives the generated OpenAPI document a component to point at.
  )
  .meta({ id: 'RichNode' })
export const RichTextSchema = z.array(RichNodeSchema).describe('Sanitised platform content: text, a few tags, checked links and images')
