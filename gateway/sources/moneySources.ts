import type { UpstreamReader } from '../upstream/client.ts'
import type { FetchInput, SourceName, SourceResult } from './types.ts'

type MoneySource =
  | 'rankProgress'
  | 'referral'
  | 'depositSettings'
  | 'depositChannels'
  | 'depositPromos'
  | 'withdrawSettings'
  | 'bankCards'
  | 'bankList'
  | 'hasWithdrawPassword'
  | 'withdrawRecent'
  | 'manualRebate'
type Fetcher<N extends SourceName> = (up: UpstreamReader, input: FetchInput) => Promise<SourceResult<N>>

const WEEK_MS = 7 * 86_400_000
const RECENT_REQUESTS = 5

/** The member centre's and the money screens' platform data; every one of them is the member's own. */
export const moneySources: { [N in MoneySource]: Fetcher<N> } = {
  rankProgress: (up, { token, signal }) => up.fetch('rankProgress', { token, signal }),
  referral: (up, { token, signal }) => up.fetch('referralDetails', { token, signal, params: {} }),
  depositSettings: (up, { token, signal }) => up.fetch('depositSettings', { token, signal }),
  depositChannels: (up, { token, signal }) => up.fetch('depositChannels', { token, signal }),
  depositPromos: (up, { token, signal }) => up.fetch('depositPromos', { token, signal }),
  withdrawSettings: (up, { token, signal }) => up.fetch('withdrawSettings', { token, signal, params: {} }),
  bankCards: (up, { token, signal }) => up.fetch('bankCards', { token, signal }),
  bankList: (up, { token, signal }) => up.fetch('bankList', { token, signal }),
  hasWithdrawPassword: (up, { token, signal }) => up.fetch('hasWithdrawPassword', { token, signal }),
  withdrawRecent: async (up, { token, signal }) => {
    const now = Date.now()
    const { value, version } = await up.fetch('withdrawReport', { token, signal, params: { page: 1, size: RECENT_REQUESTS, start: now - WEEK_MS, end: now } })
    return { value: value.items, version }
  },
  manualRebate: (up, { token, signal }) => up.fetch('manualRebate', { token, signal }),
}

export const MONEY_SOURCES: readonly SourceName[] = Object.keys(moneySources) as SourceName[]
