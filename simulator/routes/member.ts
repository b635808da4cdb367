import { maskMobile, type Member } from '../data/members.ts'
import { sendOk } from '../envelope.ts'
import { fromMinor } from '../money/amount.ts'
import { variantOf } from '../variants.ts'
import type { Endpoint } from './endpoints.ts'

/** S5's verified fields plus the `id` and `type` S11 reads; the variants drop or stringify what sources differ on. */
function memberInfo(member: Member, variant: string | undefined) {
  const verified = {
    account: member.account,
    nickname: member.nickname,
    mobile: maskMobile(member.mobileNum),
    regDate: member.regDate,
    clubLabel: { labelName: member.vip },
  }
  // S26 reads the payee name from member info (`t.payee`); the e-mail is the simulator's own.
  const extras = { payee: member.payee, email: member.email }
  if (variant === 'noIdNoType') return verified
  return { id: member.id, ...verified, ...extras, type: variant === 'typeString' ? String(member.type) : member.type }
}

export const memberEndpoints: Endpoint[] = [
  {
    methods: ['GET'],
    path: '/wps/member/info',
    auth: true,
    handle: (req, res, { state, member }) => sendOk(res, memberInfo(member, variantOf(state, req.path))),
  },
  {
    methods: ['GET'],
    path: '/wps/v2/wallets/balance',
    auth: true,
    handle: (req, res, { state, member }) => {
      // A list in S5's verified body, one object in S6 and S8.
      const wallet = { accountTypeId: 2, availBalance: fromMinor(member.balanceMinor) }
      sendOk(res, {
        sumBalance: fromMinor(member.balanceMinor),
        currency: 'CNY',
        currencySymbol: '￥',
        balance: variantOf(state, req.path) === 'balanceObject' ? wallet : [wallet],
      })
    },
  },
]
