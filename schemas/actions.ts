import { z } from 'zod'
import { GameTypeSchema, VendorCodeSchema } from './codes.ts'
import { ACTION_NAMES } from './api/actionNames.ts'
import { STORED_CLIENT_FACTS } from './facts.ts'
import { CS_TYPES } from './upstream/system.ts'
import { TextSchema } from './text.ts'

/** Internal client path: starts with a single `/`, no scheme, no backslash, no `//`. */
export const InternalPathSchema = z
  .string()
  .regex(/^\/(?![/\\])[^\\\s]*$/, 'must be an internal path such as /m/home')
  .describe('Internal route, e.g. /m/home or /m/gameList?type=hot')

/** Off-site link: http or https only. */
export const ExternalUrlSchema = z
  .url({ protocol: /^https?$/ })
  .describe('http(s) URL opened outside the site')

const requires = z
  .enum(['login', 'realAccount'])
  .optional()
  .describe('login: visitors are sent to /m/login; realAccount: also refuses trial users')

const base = {
  requires,
  refusal: TextSchema.optional().describe('Text shown to a trial user refused by requires: realAccount (default free_reject)'),
  refusalMs: z.number().int().min(500).max(10_000).optional().describe('How long the refusal shows, in ms (default 2000; the message centre: 1000)'),
}

const token = (max: number) => z.string().regex(/^[\w.-]+$/, 'letters, digits, _ . -').max(max)

/** What the platform needs to launch or star a game; also what a player's launch request may carry. */
export const GameRefSchema = z
  .object({
    nodeId: token(40),
    gameId: token(40).optional(),
    gameType: GameTypeSchema,
    vendor: VendorCodeSchema,
    supportPlay: token(20).optional(),
    roomId: token(40).optional(),
    /** Lottery games: the game code, its group and prize mode. */
    code: token(40).optional(),
    gameGroupId: token(40).optional(),
    prizeMode: z.enum(['Lott', 'Elott', 'ZY']).optional(),
  })
  .strict()
export type GameRef = z.infer<typeof GameRefSchema>


const simpleActions = [
  z
    .object({
      ...base,
      type: z.literal('navigate'),
      to: InternalPathSchema,
      replace: z.boolean().optional(),
      scrollTop: z.boolean().optional(),
      delayMs: z.number().int().min(0).max(10_000).optional().describe('Wait this long first (e.g. while a confirmation toast shows)'),
    })
    .strict(),
  z.object({ ...base, type: z.literal('back'), fallback: InternalPathSchema }).strict(),
  z
    .object({
      ...base,
      type: z.literal('openExternal'),
      url: ExternalUrlSchema,
      target: z.enum(['blank', 'self']).optional().describe('blank (default): a new tab; self: this tab navigates there (game launches)'),
    })
    .strict(),
  z.object({ ...base, type: z.literal('toast'), text: TextSchema, ms: z.number().int().positive().max(600_000).default(2000) }).strict(),
  z.object({ ...base, type: z.literal('openPopup'), id: z.string() }).strict(),
  z.object({ ...base, type: z.literal('closePopup') }).strict(),
  z.object({ ...base, type: z.literal('openSidebar') }).strict(),
  z.object({ ...base, type: z.literal('closeSidebar') }).strict(),
  z.object({ ...base, type: z.literal('call'), name: z.enum(ACTION_NAMES).describe('A gateway action (POST /api/actions/<name>)'), body: z.record(z.string(), z.unknown()).optional() }).strict(),
  z.object({ ...base, type: z.literal('selectTab'), block: z.string(), tab: z.string() }).strict(),
  z.object({ ...base, type: z.literal('loadMore'), block: z.string() }).strict(),
  z.object({ ...base, type: z.literal('launchGame'), game: GameRefSchema }).strict(),
  z
    .object({
      ...base,
      type: z.literal('toggleFavourite'),
      game: GameRefSchema.describe('Adds or removes this game from the member\'s favourites'),
      on: z.boolean().optional().describe('The state to set; the page fills it in from the star it shows'),
    })
    .strict(),
  z.object({ ...base, type: z.literal('setTheme'), theme: z.enum(['light', 'dark', 'toggle']) }).strict(),
  z.object({ ...base, type: z.literal('setLanguage'), lang: z.string() }).strict(),
  z.object({ ...base, type: z.literal('logout') }).strict(),
  z.object({ ...base, type: z.literal('refresh') }).strict().describe('Fetches the current screen again (e.g. when a lottery draw closes)'),
  z
    .object({ ...base, type: z.literal('conversion'), event: z.string().regex(/^[a-zA-Z][\w-]{1,40}$/) })
    .strict()
    .describe('A conversion event for the app bridge and the page (seeds 000 §7), sent at most once per member and browser'),
  z
    .object({ ...base, type: z.literal('customerService'), csType: z.enum(CS_TYPES).describe('Resolved by the gateway to the platform link of this type') })
    .strict(),
  z
    .object({
      ...base,
      type: z.literal('resourceLink'),
      resourceType: z.string().regex(/^[A-Za-z][\w-]{0,39}$/).describe('A link the platform lists in its status (TELEGRAM, WHATSAPP…): opened outside; hidden when not configured'),
    })
    .strict(),
  z
    .object({
      ...base,
      type: z.literal('liveChat'),
      back: InternalPathSchema.optional().describe('Where the chat page sends the player back to (default /m/home)'),
    })
    .strict()
    .describe('Opens the platform\'s live chat: a loading message, then the chat page in this tab'),
  z
    .object({ ...base, type: z.literal('setClientFact'), fact: z.enum(STORED_CLIENT_FACTS), value: z.boolean() })
    .strict()
    .describe('Remembers a device fact in the browser (e.g. that the announcement popup was closed)'),
] as const

/** Every action but `confirm`: what a confirm runs once accepted. */
const SimpleActionSchema = z.discriminatedUnion('type', [...simpleActions]).meta({ id: 'SimpleAction' })
export type SimpleAction = z.infer<typeof SimpleActionSchema>

const ConfirmActionSchema = z
  .object({
    ...base,
    type: z.literal('confirm'),
    text: TextSchema,
    okLabel: TextSchema.optional(),
    cancelLabel: TextSchema.optional(),
    noCancel: z.boolean().optional().describe('A notice with one button (e.g. "Please use Safari"): no cancel button'),
    then: z.array(SimpleActionSchema).min(1),
  })
  .strict()

/**
 * The closed set of actions. Layouts author them; the gateway rewrites `requires`, `customerService` and
 * `resourceLink` for the viewer, so the client receives none of them.
 */
const ActionUnionSchema = z.discriminatedUnion('type', [...simpleActions, ConfirmActionSchema]).meta({ id: 'Action' })
export type Action = z.infer<typeof ActionUnionSchema>
type ActionInput = z.input<typeof ActionUnionSchema>
/**
 * The action schema under a name of its own: every block and screen schema embeds actions, and the compiler writes
 * an interface by its name where it would spell the whole union out in each of their declarations (the screen's
 * type then grows too long for it to write down at all).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the name is the point
export interface ActionSchemaType extends z.ZodType<Action, ActionInput> {}
export const ActionSchema: ActionSchemaType = ActionUnionSchema
