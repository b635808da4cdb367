import { BET_CATEGORIES } from '../../schemas/blocks/recordList.ts'
import type { BlockResolver } from './types.ts'

const KIND_LABELS = {
  bets: 'betting_record',
  lottery: 'lottery_record',
  transactions: 'transaction_record',
  deposits: 'deposit_record',
  withdrawals: 'withdraw_record',
  rebates: 'rebate_record',
} as const

/** The member's records; pages come from `GET /api/data/records` with the tab, category and dates the player picks. */
export const recordList: BlockResolver<'recordList'> = {
  needs: () => [],
  bind: (props, b) => {
    if (!b.viewer.session) return null
    return {
      kinds: props.kinds.map((id) => ({ id, label: b.t({ t: KIND_LABELS[id] }) })),
      categories: BET_CATEGORIES.map((id) => ({ id, label: b.t({ t: `cat_${id}` }) })),
      pageSize: props.pageSize,
      days: props.days,
    }
  },
}
