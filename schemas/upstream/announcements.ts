import { z } from 'zod'

export const BannerSchema = z.object({
  bannerId: z.union([z.string(), z.number()]),
  groupName: z.string(),
  url: z.string(),
  title: z.string().nullish(),
  linkageType: z.string().nullish(),
  linkage: z.string().nullish(),
  redirect: z.string().nullish(),
  externalLink: z.string().nullish(),
  nodeId: z.string().nullish(),
  vendor: z.string().nullish(),
})
export type Banner = z.infer<typeof BannerSchema>

/** A marquee notice (`player` list); `content` is HTML from the platform's back office. */
export const NoticeSchema = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string().nullish(),
  content: z.string().default(''),
  externalLink: z.string().nullish(),
  announcementDisplaySpeed: z.string().nullish(),
})
export type Notice = z.infer<typeof NoticeSchema>

export const AnnouncementItemSchema = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string().nullish(),
  content: z.string().default(''),
  promotionType: z.string().nullish(),
  execution: z.string().nullish(),
  read: z.boolean().optional(),
})

export const AnnouncementListSchema = z.object({
  banners: z.array(BannerSchema).default([]),
  player: z.array(NoticeSchema).default([]),
  popup: z.array(AnnouncementItemSchema).default([]),
  promotion: z.array(AnnouncementItemSchema).default([]),
})
export type AnnouncementList = z.infer<typeof AnnouncementListSchema>

export const LiveModelSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  avatar: z.string().nullish(),
  streaming: z.boolean().optional(),
})
export const LiveModelListSchema = z.array(LiveModelSchema)
