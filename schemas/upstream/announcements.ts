import { z } from 'zod'
import { PlatformTimeSchema, ReadFlagSchema } from './content.ts'
import { lenientList, optionalList, withKnownKey } from './lenient.ts'

const IdSchema = z.union([z.string(), z.number()])

/**
 * A banner. `groupName` (the page slot) may be null: S24 filters such banners out, so they reach no slot.
 * `nodeId` names the game of a game banner, a string or a number on the wire (S12).
 */
const BannerSchema = z.object({
  bannerId: IdSchema,
  groupName: z.string().nullable().default(null),
  url: z.string(),
  title: z.string().nullish(),
  linkageType: z.string().nullish(),
  linkage: z.string().nullish(),
  redirect: z.string().nullish(),
  externalLink: z.string().nullish(),
  nodeId: IdSchema.nullish().transform((id) => (id === null || id === undefined ? id : String(id))),
  vendor: z.string().nullish(),
})
export type Banner = z.infer<typeof BannerSchema>

/**
 * When an announcement was published and whether this member has read it: no source shows either on the wire
 * (S7 shows the marquee keys only), so both are optional and read liberally (`createTime` or `startTime`; `read`
 * or `isRead` as a boolean, 0/1 or Y/N).
 */
const stateFields = {
  read: ReadFlagSchema,
  isRead: ReadFlagSchema,
  createTime: PlatformTimeSchema,
  startTime: PlatformTimeSchema,
}

/**
 * A marquee notice (`player` list; S7 `id, title, content, externalLink, announcementDisplaySpeed`): `content` is
 * HTML from the platform's back office, and may be null. `time` and `read` come from the optional state fields.
 */
const NoticeSchema = z
  .object({
    id: IdSchema,
    title: z.string().nullish(),
    content: z
      .string()
      .nullish()
      .transform((c) => c ?? ''),
    externalLink: z.string().nullish(),
    announcementDisplaySpeed: z.string().nullish(),
    ...stateFields,
  })
  .transform(({ read, isRead, createTime, startTime, ...notice }) => ({ ...notice, read: read ?? isRead, time: createTime ?? startTime }))
export type Notice = z.infer<typeof NoticeSchema>

/** A popup or promotion entry (seeds 001 §3: `id, title, content, promotionType, execution` A, B or F, read flag). */
const AnnouncementItemSchema = z
  .object({
    id: IdSchema,
    title: z.string().nullish(),
    content: z
      .string()
      .nullish()
      .transform((c) => c ?? ''),
    promotionType: z.string().nullish(),
    execution: z.string().nullish(),
    ...stateFields,
  })
  .transform(({ read, isRead, createTime, startTime, ...item }) => ({ ...item, read: read ?? isRead, time: createTime ?? startTime }))
export type AnnouncementItem = z.infer<typeof AnnouncementItemSchema>

/**
 * `MCSFE_getListAnnouncements`: only the requested `types` come back, so every list is optional; each is parsed
 * item by item. An answer with none of the four lists is a failure, not "no announcements".
 */
export const AnnouncementListSchema = withKnownKey(
  z.object({
    banners: optionalList(BannerSchema, 'banners'),
    player: optionalList(NoticeSchema, 'player'),
    popup: optionalList(AnnouncementItemSchema, 'popup'),
    promotion: optionalList(AnnouncementItemSchema, 'promotion'),
  }),
)
export type AnnouncementList = z.infer<typeof AnnouncementListSchema>

const LiveModelSchema = z.object({
  id: IdSchema,
  name: z.string(),
  avatar: z.string().nullish(),
  streaming: z.boolean().optional(),
})
export const LiveModelListSchema = lenientList(LiveModelSchema, 'models')
