import { sendOk } from '../envelope.ts'
import { maskMobile } from '../data/members.ts'
import type { Endpoint } from './endpoints.ts'

export const memberEndpoints: Endpoint[] = [
  {
    methods: ['GET'],
    path: '/wps/member/info',
    auth: true,
    handle: (_req, res, { member }) =>
      sendOk(res, {
        id: member.id,
        account: member.account,
        nickname: member.nickname,
        type: member.type,
        mobile: maskMobile(member.mobileNum),
        regDate: member.regDate,
        clubLabel: { labelName: member.vip },
      }),
  },
  {
    methods: ['GET'],
    path: '/wps/v2/wallets/balance',
    auth: true,
    handle: (_req, res, { member }) =>
      sendOk(res, {
        sumBalance: member.balance,
        currency: 'CNY',
        currencySymbol: '￥',
        balance: [{ accountTypeId: 2, availBalance: member.balance }],
      }),
  },
  {
    methods: ['GET'],
    path: '/wps/relay/PROMOFE_countUnclaimedRewards',
    auth: true,
    handle: (_req, res, { member }) => sendOk(res, { count: member.unclaimedRewards }),
  },
]
