import { z } from 'zod'
import { ActionSchema } from '../actions.ts'
import { TextSchema } from '../text.ts'

/** The download bar at the top of the page (seeds 000 §2, §4): opens the download pop-up; the player may dismiss it. */
export const DownloadBarPropsSchema = z
  .object({
    title: TextSchema.default({ t: 'app_bar_title' }),
    subtitle: TextSchema.default({ t: 'app_bar_subtitle' }),
    button: TextSchema.default({ t: 'app_bar_button' }),
    action: ActionSchema.describe('What the button and the bar do, e.g. { "type": "openPopup", "id": "downloadPopup" }'),
  })
  .strict()

export const DownloadBarResolvedSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  button: z.string(),
  icon: z.string(),
  gift: z.boolean().describe('The APP_DOWNLOAD promotion is on'),
  giftLabel: z.string(),
  action: ActionSchema,
  closeLabel: z.string(),
})
