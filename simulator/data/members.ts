export type Member = {
  id: number
  account: string
  password: string
  type: number
  nickname: string | null
  vip: string | null
  balance: number
  mobile: string | null
  regDate: number
  firstTimeLogin: boolean
  unclaimedRewards: number
}

export const MEMBERS: readonly Member[] = [
  {
    id: 10001, account: 'member0', password: 'Passw0rd!', type: 0, nickname: 'Lucky Lee', vip: 'VIP3',
    balance: 1234567.89, mobile: '0133671****', regDate: Date.UTC(2023, 4, 12, 8, 30), firstTimeLogin: false, unclaimedRewards: 3,
  },
  {
    id: 10002, account: 'member1', password: 'Passw0rd!', type: 1, nickname: null, vip: 'VIP1',
    balance: 5000, mobile: '0177234****', regDate: Date.UTC(2024, 0, 3, 14, 5), firstTimeLogin: true, unclaimedRewards: 0,
  },
  {
    id: 10003, account: 'member2', password: 'Passw0rd!', type: 2, nickname: 'Agent Ana', vip: null,
    balance: 88888.5, mobile: '0198812****', regDate: Date.UTC(2022, 10, 21, 2, 0), firstTimeLogin: false, unclaimedRewards: 128,
  },
  {
    id: 10004, account: 'trial4', password: 'Passw0rd!', type: 4, nickname: 'Guest 4412', vip: null,
    balance: 2000, mobile: null, regDate: Date.UTC(2025, 2, 9, 19, 45), firstTimeLogin: true, unclaimedRewards: 0,
  },
]

export function findMemberByAccount(account: string): Member | undefined {
  const wanted = account.trim().toLowerCase()
  return MEMBERS.find((m) => m.account === wanted)
}

export function findMemberById(id: number): Member | undefined {
  return MEMBERS.find((m) => m.id === id)
}
