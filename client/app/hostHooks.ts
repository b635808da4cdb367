// The toast list and the one pending confirm that ActionHost owns for runAction.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ConfirmRequest } from '../actions/runAction.ts'
import type { ToastItem } from '../shell/Toasts.tsx'

type PendingConfirm = ConfirmRequest & { resolve: (accepted: boolean) => void }

// setTimeout overflows past 2^31-1 ms and would fire at once.
const MAX_TIMEOUT_MS = 2_147_483_647

export function useToasts() {
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const seq = useRef(0)
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())

  const dismissToast = useCallback((id: number) => {
    clearTimeout(timers.current.get(id))
    timers.current.delete(id)
    setToasts((list) => list.filter((toast) => toast.id !== id))
  }, [])
  const showToast = useCallback(
    (text: string, ms: number) => {
      seq.current += 1
      const id = seq.current
      setToasts((list) => [...list.slice(-2), { id, text }])
      timers.current.set(
        id,
        setTimeout(() => dismissToast(id), Math.min(ms, MAX_TIMEOUT_MS)),
      )
      return id
    },
    [dismissToast],
  )
  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => clearTimeout(timer))
  }, [])
  return { toasts, showToast, dismissToast }
}

export function useConfirm() {
  const [pending, setPending] = useState<PendingConfirm | null>(null)
  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        setPending((previous) => {
          previous?.resolve(false)
          return { ...request, resolve }
        })
      }),
    [],
  )
  const answer = useCallback((accepted: boolean) => {
    setPending((current) => {
      current?.resolve(accepted)
      return null
    })
  }, [])
  return { pending, confirm, answer }
}
