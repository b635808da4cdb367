import { isIos, readClientFacts } from './clientWhen.ts'

export type RegisterMethod = 'APP' | 'H5' | 'PWA' | 'WEBCLIP'

/** How the page runs, as the platform records it on registration: native app, web clip, installed web app, browser. */
export function registerMethod(): RegisterMethod {
  const facts = readClientFacts()
  if (facts.nativeApp) return 'APP'
  if (!facts.standalone) return 'H5'
  return isIos() ? 'WEBCLIP' : 'PWA'
}
