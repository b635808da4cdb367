import type { ScreenResponse } from '../../schemas/screen.ts'
import type { Language } from '../../schemas/text.ts'

/** Studio → frame: what to draw. */
export type FrameScreen = { kind: 'screen'; screen: ScreenResponse; language: Language; texts: Record<string, string> }
/** Frame → studio: ready for a screen, or a tap the preview did not run. */
export type FrameEvent = { kind: 'ready' } | { kind: 'action'; text: string }
