import { z } from 'zod'
import { lenientList, optionalList } from './lenient.ts'

/**
 * A read flag as platforms of this family write one: a boolean, 0/1 (number or text) or Y/N. No source shows the
 * read state of an announcement or a message on the wire, so the gateway takes each of these forms; anything
 * else is read as "not known" (no unread mark), never as a reason to drop the item.
 */
export const ReadFlagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'Y', 'N', 'y', 'n', 'true', 'false'])])
  .transform((flag) => flag === true || flag === 1 || flag === '1' || flag === 'Y' || flag === 'y' || flag === 'true')
  .optional()
  .catch(undefined)

/**
 * A point in time: epoch milliseconds (epoch seconds when too small to be milliseconds) or a date text. No source
 * shows the dates of announcements or messages; anything else is read as no date rather than failing the item.
 */
export const PlatformTimeSchema = z
  .unknown()
  .transform((value): number | undefined => {
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value < 1e11 ? value * 1000 : value
    if (typeof value !== 'string' || value.trim() === '') return undefined
    if (/^\d+$/.test(value)) return Number(value) < 1e11 ? Number(value) * 1000 : Number(value)
    const parsed = Date.parse(value.includes('T') || value.includes('Z') ? value : value.replace(' ', 'T'))
    return Number.isFinite(parsed) ? parsed : undefined
  })
  .optional()

const IdSchema = z.union([z.string().min(1), z.number()]).transform(String)
const HtmlSchema = z
  .string()
  .nullish()
  .transform((c) => c ?? '')

/**
 * A help-centre entry as S19 captured it: `{ title, content (HTML), bgColor, lang, display, tag }`; main entries
 * may carry `children` of the same shape. `display: false` entries are kept here and hidden by the gateway.
 */
const HelpEntrySchema = z.object({
  title: z.string(),
  content: HtmlSchema,
  display: z
    .boolean()
    .nullish()
    .transform((d) => d !== false),
  tag: z.string().nullish(),
})
const HelpItemSchema = HelpEntrySchema.extend({ children: optionalList(HelpEntrySchema, 'helpCenter.children') })
export type HelpItem = z.infer<typeof HelpItemSchema>

/** `/wps/system/helpCenter`: the list of main entries (S19), each read on its own. */
export const HelpCenterSchema = lenientList(HelpItemSchema, 'helpCenter')

const CountSchema = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)])

/**
 * An unread count: a bare number (S5 verified `EMFE_getInboxUnreadCount` → `{"value":1}`), or an object with
 * `unReadCount` (seeds, chat) or `count` / `unread` / `total` (S6 reads each).
 */
export const UnreadCountSchema = z.union([
  CountSchema,
  z.object({ unReadCount: CountSchema }).transform((v) => v.unReadCount),
  z.object({ count: CountSchema }).transform((v) => v.count),
  z.object({ unread: CountSchema }).transform((v) => v.unread),
  z.object({ total: CountSchema }).transform((v) => v.total),
])

/** `CBS_launchChat`: the chat page the browser is sent to (S11 `setLiveSrc` reads `value.chatUrl`). */
export const ChatLaunchSchema = z.object({ chatUrl: z.string().min(1) })

/**
 * A message of the member's inbox. No source shows one: the simulator's shape is `{ id, title, content, sendTime,
 * read }`; `isRead` and the date fields other clients of such platforms use are read too.
 */
const InboxMessageSchema = z
  .object({
    id: IdSchema,
    title: z.string().nullish(),
    content: HtmlSchema,
    read: ReadFlagSchema,
    isRead: ReadFlagSchema,
    sendTime: PlatformTimeSchema,
    createTime: PlatformTimeSchema,
  })
  .transform(({ id, title, content, read, isRead, sendTime, createTime }) => ({
    id,
    title: title ?? '',
    content,
    read: read ?? isRead,
    time: sendTime ?? createTime,
  }))
export type InboxMessage = z.infer<typeof InboxMessageSchema>

const TotalSchema = z.number().int().nonnegative().optional()

/**
 * `EMFE_getInbox?page=&size=` (S5 shows the request only): the messages under `content` or `list`, and the page
 * count as `totalPages` or worked out from a total (`totalCount`, `totalElements` or `total`).
 */
export const InboxPageSchema = z
  .object({
    content: optionalList(InboxMessageSchema, 'inbox.content'),
    list: optionalList(InboxMessageSchema, 'inbox.list'),
    totalPages: TotalSchema,
    totalCount: TotalSchema,
    totalElements: TotalSchema,
    total: TotalSchema,
  })
  .refine(
    (page) =>
      page.content.length > 0 || page.list.length > 0 || [page.totalPages, page.totalCount, page.totalElements, page.total].some((n) => n !== undefined),
    {
      message: 'neither messages nor a total',
    },
  )
  .transform((page) => ({
    items: page.content.length > 0 ? page.content : page.list,
    totalPages: page.totalPages,
    total: page.totalCount ?? page.totalElements ?? page.total,
  }))
