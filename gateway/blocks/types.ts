import type { Action, AuthoredAction } from '../../schemas/actions.ts'
import type { AuthoredBlock, BlockType, ResolvedBlockOf } from '../../schemas/blocks/index.ts'
import type { ItemContext } from '../binding/items.ts'
import type { Viewer } from '../context/buildContext.ts'
import type { ViewerHint } from '../sources/badges.ts'
import type { SourceName, SourceValues } from '../sources/types.ts'

/** Thrown by `source()` when a needed call failed; the resolver applies the block's onError policy. */
export class SourceFailed extends Error {
  readonly source: SourceName
  constructor(source: SourceName) {
    super(`source ${source} failed`)
    this.source = source
  }
}

export type BindContext = ItemContext & {
  /** What the platform says of the viewer: status, flags, member, customer-service links. */
  viewer: Viewer
  /** The merchant's agent member types: which downlines are agents themselves. */
  agentTypes: readonly number[]
  /** The query string of the client path (e.g. gameType on /m/gameList). */
  query: URLSearchParams
  /** Milliseconds since the epoch, for data counted against the clock. */
  now: number
  rewrite: (action: AuthoredAction) => Action | null
  /** Maps a platform image path to a URL the page may load. */
  media: (path: string | null | undefined, fallback?: string) => string
  /** The site's own routes (shell.json): where a link from platform content may lead inside. */
  routes: readonly string[]
  socialLoginUrl?: string | undefined
  source: <N extends SourceName>(name: N) => SourceValues[N]
  /** Like `source`, but a failed call gives undefined instead of degrading the block. */
  optional: <N extends SourceName>(name: N) => SourceValues[N] | undefined
}

export type AuthoredPropsOf<T extends BlockType> = Extract<AuthoredBlock, { type: T }>['props']
type ResolvedPropsOf<T extends BlockType> = ResolvedBlockOf<T>['props']

export type BlockResolver<T extends BlockType> = {
  /**
   * Sources to fetch: asked first with what the session says (to start early), then with every fact once the
   * platform has said who the viewer is; only the second answer decides what is awaited.
   */
  needs: (props: AuthoredPropsOf<T>, viewer: ViewerHint) => SourceName[]
  /** `null`: nothing to show for this viewer (the block is left out, not degraded). */
  bind: (props: AuthoredPropsOf<T>, b: BindContext) => ResolvedPropsOf<T> | null
  /**
   * Its bind reads only its props, the viewer's facts, status, customer-service links and resources, the session's
   * first-login mark, the texts, and the sources it declares (not the rest of the session, the member's info or the
   * clock): the same inputs bind the same block, so a bound one is kept and shared (gateway/resolve/partMemo.ts).
   */
  pure?: true
  /** What a degraded block shows when its data failed. */
  degraded?: (props: AuthoredPropsOf<T>, b: BindContext) => ResolvedPropsOf<T>
  /**
   * What the player is told in this block's place when its data fails and it is not kept in a degraded form (keys of
   * layouts/i18n): "Deposits are not available right now", and whether the live chat is offered (money: the player
   * needs a person). Without it, a lost block leaves no trace unless the screen is left empty.
   */
  unavailable?: Unavailable
}

export type Unavailable = { title: string; message: string; chat?: true }
