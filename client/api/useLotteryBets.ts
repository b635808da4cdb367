import { useCallback, useEffect, useState } from 'react'
import type { LotteryBets } from '../../schemas/blocks/recordList.ts'
import { requestGateway, schemaParser } from './request.ts'

/** The bets of one lottery order (`GET /api/data/lotteryOrder`), with a way to ask again after a cancellation. */
export function useLotteryBets(orderId: string, lang: string) {
  const [state, setState] = useState<{ bets: LotteryBets | null; error: unknown }>({ bets: null, error: null })
  const [round, setRound] = useState(0)
  useEffect(() => {
    const abort = new AbortController()
    const parser = schemaParser(import('../../schemas/blocks/recordList.ts').then((m) => m.LotteryBetsSchema))
    const url = `/api/data/lotteryOrder?${new URLSearchParams({ orderId, lang }).toString()}`
    requestGateway(url, { signal: abort.signal }, parser, 'INVALID_LOTTERY_BETS').then(
      (bets) => setState({ bets, error: null }),
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ bets: null, error })
      },
    )
    return () => abort.abort()
  }, [orderId, lang, round])
  const reload = useCallback(() => setRound((r) => r + 1), [])
  return { ...state, reload }
}
