import { z } from 'zod'
import { AuthoredActionSchema, InternalPathSchema } from './actions.ts'
import { AuthoredBlockSchema } from './blocks/index.ts'
import { ConditionSchema } from './conditions.ts'
import { MenuItemSchema } from './menu.ts'
import { LanguageSchema, TextSchema } from './text.ts'

const RoutePatternSchema = InternalPathSchema.describe('A client route, e.g. /m/login')

const PopupSchema = z
  .object({
    id: z.string().min(1),
    when: ConditionSchema.optional(),
    title: TextSchema,
    body: TextSchema.default('').describe('Text of the popup (may be empty when it shows blocks)'),
    blocks: z.array(AuthoredBlockSchema).default([]).describe('Blocks drawn inside the popup, e.g. a compact login form'),
    actions: z.array(z.object({ label: TextSchema, action: AuthoredActionSchema }).strict()).default([]),
    openOnLoad: z.boolean().default(false),
    onClose: z
      .array(AuthoredActionSchema)
      .default([])
      .describe('Run when the popup closes, however it was closed, once its closing animation is over (e.g. remember that it was seen)'),
  })
  .strict()

/** A variant of an experiment: its share of viewers (percent; the shares of an experiment add up to 100). */
const VariantSchema = z
  .object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,19}$/, 'lower-case letters, digits and dashes'), share: z.number().int().min(1).max(100) })
  .strict()

/**
 * An experiment: each viewer falls in one variant for good (a sticky bucket of the member, or of the visitor's own
 * id), by the shares; blocks say which variants they are in with a `variant` condition. Exposures, taps and
 * conversions are counted per variant (the studio's Effects).
 */
const ExperimentSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lower-case letters, digits and dashes'),
    variants: z.array(VariantSchema).min(2),
  })
  .strict()
  .refine((e) => e.variants.reduce((sum, v) => sum + v.share, 0) === 100, { message: 'the shares of the variants must add up to 100', path: ['variants'] })
  .refine((e) => new Set(e.variants.map((v) => v.id)).size === e.variants.length, { message: 'variant ids must differ', path: ['variants'] })
export type Experiment = z.infer<typeof ExperimentSchema>

/** `layouts/screens/<id>.json`. */
export const ScreenLayoutSchema = z
  .object({
    $schema: z.string().optional(),
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'kebab-case, the file name without .json'),
    routes: z.array(RoutePatternSchema).describe('Client paths that show this screen'),
    blocks: z.array(AuthoredBlockSchema),
    popups: z.array(PopupSchema).default([]),
    redirects: z
      .array(z.object({ when: ConditionSchema, to: RoutePatternSchema }).strict())
      .default([])
      .describe(
        'Viewers for whom a condition holds are sent to its route instead (the first that holds): who may not see this screen goes where their role allows',
      ),
    experiments: z.array(ExperimentSchema).default([]).describe("This screen's experiments; its blocks pick variants with a variant condition"),
  })
  .strict()
export type ScreenLayout = z.infer<typeof ScreenLayoutSchema>

/** `layouts/shell.json`: the frame around every screen. */
export const ShellLayoutSchema = z
  .object({
    $schema: z.string().optional(),
    logo: z.string().describe('Logo image path, served by the site'),
    routes: z.array(RoutePatternSchema).min(1).describe('Every client route; navigate targets must be one of these'),
    aliases: z
      .record(RoutePatternSchema, RoutePatternSchema)
      .default({})
      .describe(
        'Alias → route, e.g. "/m/register.html": "/m/register". An alias shows its route\'s screen under its route\'s shell rules; name only the route in the rules and in screens',
      ),
    homeRoutes: z.array(RoutePatternSchema).min(1).describe('Routes that show the top banner and the logo'),
    header: z
      .object({
        hiddenOn: z.array(RoutePatternSchema),
        titles: z.record(z.string(), TextSchema).describe('Route → header title'),
        noBackOn: z.array(RoutePatternSchema),
        backToHomeFrom: z.array(RoutePatternSchema).describe('Back goes to /m/home from these; elsewhere one page back'),
      })
      .strict(),
    topBanner: z
      .object({
        tap: AuthoredActionSchema.describe('Run when a logged-in viewer taps the banner'),
        visitorButtons: z.array(MenuItemSchema),
        memberButtons: z.array(MenuItemSchema),
      })
      .strict(),
    bottomMenu: z.object({ hiddenOn: z.array(RoutePatternSchema), items: z.array(MenuItemSchema).min(1) }).strict(),
    sidebar: z
      .object({
        visitorButtons: z.array(MenuItemSchema),
        memberButtons: z.array(MenuItemSchema),
        items: z.array(MenuItemSchema),
      })
      .strict(),
    languages: z.array(LanguageSchema).min(1).describe('Languages offered in the switch, first = default'),
    languageFlag: z
      .string()
      .regex(/^\/(?!\/)(?!.*\.\.)[\w\-./]*\{lang\}[\w\-./]*$/, "a path on the platform's media host containing {lang}, e.g. /TCG_PROD_IMAGES/FLAG/{lang}.svg")
      .optional()
      .describe(
        "Flag image of each language in the switch: a path on the platform's media host, {lang} replaced by the language code (EN, CN…); absent = no flags",
      ),
    transition: z
      .object({
        fadeMs: z.number().int().min(0).max(2000).default(300),
        backSwipePx: z.number().int().min(10).max(400).default(100),
      })
      .strict()
      .default({ fadeMs: 300, backSwipePx: 100 }),
  })
  .strict()
export type ShellLayout = z.infer<typeof ShellLayoutSchema>

export { TextsSchema, type Texts } from './text.ts'
