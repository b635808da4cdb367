import type { Member } from '../data/members.ts'
import { pick, rngFor } from '../prng.ts'

export type SubOrder = {
  subOrderId: string
  playName: string
  content: string
  amountMinor: number
  winMinor: number
  status: 'OPEN' | 'WIN' | 'LOSE' | 'CANCELLED'
}
export type LotteryOrder = { orderId: number; orderNo: string; gameId: number; gameName: string; numero: string; createdAt: number; subOrders: SubOrder[] }

const GAMES: readonly [number, string][] = [
  [1001, 'Tencent 1-min SSC'],
  [1002, 'Chongqing SSC'],
  [1101, 'Jiangsu Fast 3'],
  [1201, 'Guangdong 11x5'],
  [1301, 'Beijing PK10'],
]
const PLAYS: readonly [string, string][] = [
  ['Big/Small', 'Big'],
  ['Odd/Even', 'Odd'],
  ['Sum', '10'],
  ['First ball', '7'],
  ['Dragon/Tiger', 'Dragon'],
]
const STAKES = [200, 500, 1000, 2000]
const HOUR = 3_600_000

/** Lottery orders of the last ten days; the newest ones wait for their draw, so their bets can still be cancelled. */
export function seedLotteryOrders(member: Member, count: number, now: number): LotteryOrder[] {
  const rng = rngFor(member.id, 'lottery-orders')
  return Array.from({ length: count }, (_, i) => {
    const [gameId, gameName] = pick(rng, GAMES)
    const createdAt = now - Math.floor((i + rng()) * 18 * HOUR) - 60_000
    const open = i < 2
    const subOrders: SubOrder[] = Array.from({ length: 1 + Math.floor(rng() * 3) }, (_, j) => {
      const [playName, content] = pick(rng, PLAYS)
      const amountMinor = pick(rng, STAKES)
      const won = rng() < 0.4
      return {
        subOrderId: `${member.id}${String(i).padStart(3, '0')}${j}`,
        playName,
        content,
        amountMinor,
        winMinor: open || !won ? 0 : amountMinor * 2,
        status: open ? 'OPEN' : won ? 'WIN' : 'LOSE',
      }
    })
    const day = new Date(createdAt).toISOString().slice(0, 10).replaceAll('-', '')
    return {
      orderId: member.id * 1000 + i,
      orderNo: `L${member.id}${String(i + 1).padStart(4, '0')}`,
      gameId,
      gameName,
      numero: `${day}-${String(100 + i).padStart(4, '0')}`,
      createdAt,
      subOrders,
    }
  })
}

export function orderStatus(order: LotteryOrder): 'OPEN' | 'SETTLED' | 'CANCELLED' {
  if (order.subOrders.every((s) => s.status === 'CANCELLED')) return 'CANCELLED'
  return order.subOrders.some((s) => s.status === 'OPEN') ? 'OPEN' : 'SETTLED'
}
