import type { SourceName, SourceValues } from '../blocks/types.ts'
import type { RequestContext } from '../context/buildContext.ts'
import type { UpstreamReader } from '../upstream/client.ts'

export type SourceResult<N extends SourceName> = { value: SourceValues[N]; version: number }

type Fetcher<N extends SourceName> = (up: UpstreamReader, ctx: RequestContext, signal?: AbortSignal) => Promise<SourceResult<N>>

/** How each source is fetched; public ones share the upstream cache, member ones carry the token. */
export const sourceFetchers: { [N in SourceName]: Fetcher<N> } = {
  announcements: (up, ctx, signal) =>
    up.fetch('announcements', {
      query: { types: 'B,PL', platform: 'M', merchantCode: ctx.facts.merchant },
      language: ctx.facts.language,
      signal,
    }),
  liveModels: (up, ctx, signal) => up.fetch('liveModels', { query: { active: true, streaming: true }, language: ctx.facts.language, signal }),
  vendors: (up, ctx, signal) => up.fetch('vendorGameTypes', { query: { typeId: 1, merchant_code: ctx.facts.merchant }, language: ctx.facts.language, signal }),
  hotGames: (up, ctx, signal) => {
    // The platform has no Urdu game names; the seeds send EN for UR.
    const language = ctx.facts.language === 'UR' ? 'EN' : ctx.facts.language
    return up.fetch('hotGames', { query: { merchantCode: ctx.facts.merchant, isPlatform: 1, language, platform: 'html5' }, language, signal })
  },
  wallet: (up, ctx, signal) => up.fetch('walletBalance', { query: { typeId: 0 }, token: ctx.session?.t, signal }),
  unclaimedRewards: (up, ctx, signal) => up.fetch('unclaimedRewards', { token: ctx.session?.t, signal }),
}

export const MEMBER_SOURCES: ReadonlySet<SourceName> = new Set(['wallet', 'unclaimedRewards'])
