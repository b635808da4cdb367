import { z } from 'zod'
import { ACTION_NAMES } from './api/actionNames.ts'
import { GameTypeSchema, VendorCodeSchema } from './codes.ts'
import { STORED_CLIENT_FACTS } from './facts.ts'
import { TextSchema } from './text.ts'
import { CS_TYPES } from './upstream/system.ts'

/** Internal client path: starts with a single `/`, no scheme, no backslash, no `//`. */
export const InternalPathSchema = z
  .string()
  .regex(/^\/(?![/\\])[^\\\s]*$/, 'must be an internal path such as /m/home')
  .describe('Internal route, e.g. /m/home or /m/gameList?type=hot')

/** Off-site link: http or https only. */
export const ExternalUrlSchema = z.url({ protocol: /^https?$/ }).describe('http(s) URL opened outside the site')

const requires = z.enum(['login', 'realAccount']).optional().describe('login: visitors are sent to /m/login; realAccount: also refuses trial users')

const base = {
  requires,
  refusal: TextSchema.optional().describe('Text shown to a trial user refused by requires: realAccount (default free_reject)'),
  refusalMs: z.number().int().min(500).max(10_000).optional().describe('How long the refusal shows, in ms (default 2000; the message centre: 1000)'),
}

const token = (max: number) =>
  z
    .string()
    .regex(/^[\w.-]+$/, 'letters, digits, _ . -')
    .max(max)

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

// Each action's own fields, once: layouts write them with the access rules of `base`; the page receives them without.
const NAVIGATE = {
  type: z.literal('navigate'),
  to: InternalPathSchema,
  replace: z.boolean().optional(),
  scrollTop: z.boolean().optional(),
  delayMs: z.number().int().min(0).max(10_000).optional().describe('Wait this long first (e.g. while a confirmation toast shows)'),
}
const BACK = { type: z.literal('back'), fallback: InternalPathSchema }
const OPEN_EXTERNAL = {
  type: z.literal('openExternal'),
  url: ExternalUrlSchema,
  target: z.enum(['blank', 'self']).optional().describe('blank (default): a new tab; self: this tab navigates there (game launches)'),
}
const TOAST = { type: z.literal('toast'), text: TextSchema, ms: z.number().int().positive().max(600_000).default(2000) }
const OPEN_POPUP = { type: z.literal('openPopup'), id: z.string() }
const CLOSE_POPUP = { type: z.literal('closePopup') }
const OPEN_SIDEBAR = { type: z.literal('openSidebar') }
const CLOSE_SIDEBAR = { type: z.literal('closeSidebar') }
const CALL = {
  type: z.literal('call'),
  name: z.enum(ACTION_NAMES).describe('A gateway action (POST /api/actions/<name>)'),
  body: z.record(z.string(), z.unknown()).optional(),
}
const SELECT_TAB = { type: z.literal('selectTab'), block: z.string(), tab: z.string() }
const LOAD_MORE = { type: z.literal('loadMore'), block: z.string() }
const LAUNCH_GAME = { type: z.literal('launchGame'), game: GameRefSchema }
const TOGGLE_FAVOURITE = {
  type: z.literal('toggleFavourite'),
  game: GameRefSchema.describe("Adds or removes this game from the member's favourites"),
  on: z.boolean().optional().describe('The state to set; the page fills it in from the star it shows'),
}
const SET_THEME = { type: z.literal('setTheme'), theme: z.enum(['light', 'dark', 'toggle']) }
const SET_LANGUAGE = { type: z.literal('setLanguage'), lang: z.string() }
const LOGOUT = { type: z.literal('logout') }
const REFRESH = { type: z.literal('refresh') }
const CONVERSION = { type: z.literal('conversion'), event: z.string().regex(/^[a-zA-Z][\w-]{1,40}$/) }
const CUSTOMER_SERVICE = { type: z.literal('customerService'), csType: z.enum(CS_TYPES).describe('Resolved by the gateway to the platform link of this type') }
const RESOURCE_LINK = {
  type: z.literal('resourceLink'),
  resourceType: z
    .string()
    .regex(/^[A-Za-z][\w-]{0,39}$/)
    .describe('A link the platform lists in its status (TELEGRAM, WHATSAPP…): opened outside; hidden when not configured'),
}
const LIVE_CHAT = {
  type: z.literal('liveChat'),
  back: InternalPathSchema.optional().describe('Where the chat page sends the player back to (default /m/home)'),
}
const SET_CLIENT_FACT = { type: z.literal('setClientFact'), fact: z.enum(STORED_CLIENT_FACTS), value: z.boolean() }
const CONFIRM = {
  type: z.literal('confirm'),
  text: TextSchema,
  okLabel: TextSchema.optional(),
  cancelLabel: TextSchema.optional(),
  noCancel: z.boolean().optional().describe('A notice with one button (e.g. "Please use Safari"): no cancel button'),
}

const REFRESH_TEXT = 'Fetches the current screen again (e.g. when a lottery draw closes)'
const CONVERSION_TEXT = 'A conversion event for the app bridge and the page (seeds 000 §7), sent at most once per member and browser'
const LIVE_CHAT_TEXT = "Opens the platform's live chat: a loading message, then the chat page in this tab"
const CLIENT_FACT_TEXT = 'Remembers a device fact in the browser (e.g. that the announcement popup was closed)'

/** An action as operators write it: its fields, and the access rules the gateway applies for each viewer. */
const authored = <T extends z.ZodRawShape>(fields: T) => z.object({ ...base, ...fields }).strict()
/** An action as the page receives it: the access rules already applied. */
const resolved = <T extends z.ZodRawShape>(fields: T) => z.object(fields).strict()

/** Every authored action but `confirm`: what a confirm runs once accepted. */
const AuthoredSimpleActionSchema = z
  .discriminatedUnion('type', [
    authored(NAVIGATE),
    authored(BACK),
    authored(OPEN_EXTERNAL),
    authored(TOAST),
    authored(OPEN_POPUP),
    authored(CLOSE_POPUP),
    authored(OPEN_SIDEBAR),
    authored(CLOSE_SIDEBAR),
    authored(CALL),
    authored(SELECT_TAB),
    authored(LOAD_MORE),
    authored(LAUNCH_GAME),
    authored(TOGGLE_FAVOURITE),
    authored(SET_THEME),
    authored(SET_LANGUAGE),
    authored(LOGOUT),
    authored(REFRESH).describe(REFRESH_TEXT),
    authored(CONVERSION).describe(CONVERSION_TEXT),
    authored(CUSTOMER_SERVICE),
    authored(RESOURCE_LINK),
    authored(LIVE_CHAT).describe(LIVE_CHAT_TEXT),
    authored(SET_CLIENT_FACT).describe(CLIENT_FACT_TEXT),
  ])
  .meta({ id: 'AuthoredSimpleAction' })

/** The closed set of actions operators write in layouts; the gateway rewrites each for the viewer into an `Action`. */
export const AuthoredActionSchema = z
  .discriminatedUnion('type', [...AuthoredSimpleActionSchema.options, authored({ ...CONFIRM, then: z.array(AuthoredSimpleActionSchema).min(1) })])
  .meta({ id: 'AuthoredAction' })
export type AuthoredAction = z.infer<typeof AuthoredActionSchema>

/**
 * Every action the page runs but `confirm`. Layout-only actions are not in it: the gateway turns a `customerService`
 * or a `resourceLink` into the platform's link (or hides it), so the client never receives one.
 */
const SimpleActionSchema = z
  .discriminatedUnion('type', [
    resolved(NAVIGATE),
    resolved(BACK),
    resolved(OPEN_EXTERNAL),
    resolved(TOAST),
    resolved(OPEN_POPUP),
    resolved(CLOSE_POPUP),
    resolved(OPEN_SIDEBAR),
    resolved(CLOSE_SIDEBAR),
    resolved(CALL),
    resolved(SELECT_TAB),
    resolved(LOAD_MORE),
    resolved(LAUNCH_GAME),
    resolved(TOGGLE_FAVOURITE),
    resolved(SET_THEME),
    resolved(SET_LANGUAGE),
    resolved(LOGOUT),
    resolved(REFRESH).describe(REFRESH_TEXT),
    resolved(CONVERSION).describe(CONVERSION_TEXT),
    resolved(LIVE_CHAT).describe(LIVE_CHAT_TEXT),
    resolved(SET_CLIENT_FACT).describe(CLIENT_FACT_TEXT),
  ])
  .meta({ id: 'SimpleAction' })
export type SimpleAction = z.infer<typeof SimpleActionSchema>

/** The closed set of actions the page runs (DESIGN §6), in screens, list pages and action answers' `then`. */
const ActionUnionSchema = z
  .discriminatedUnion('type', [...SimpleActionSchema.options, resolved({ ...CONFIRM, then: z.array(SimpleActionSchema).min(1) })])
  .meta({ id: 'Action' })
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
