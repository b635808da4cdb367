import { createContext, useContext, useEffect, useRef } from 'react'
import type { Action } from '../../schemas/actions.ts'

/** Actions addressed to one block by id. */
export type BlockEvent = Extract<Action, { type: 'selectTab' | 'loadMore' }>
export type BlockEventHandler = (event: BlockEvent) => void

export type OnAction = (action: Action) => Promise<void>

export type ActionContextValue = {
  onAction: OnAction
  /** Registers the handler of block `id` for selectTab / loadMore; returns its removal. */
  registerBlock: (id: string, handler: BlockEventHandler) => () => void
  /** Shows a toast that the caller may take down early (loading messages); returns its removal. */
  toast?: (text: string, ms: number) => () => void
}

const missingHost: ActionContextValue = {
  onAction: async (action) => {
    console.warn('[client] action outside ActionHost', action.type)
  },
  registerBlock: () => () => undefined,
}

export const ActionContext = createContext<ActionContextValue>(missingHost)

/** The one way a block or shell piece acts: it emits an Action (STYLE §2.2.5). */
export function useOnAction(): OnAction {
  return useContext(ActionContext).onAction
}

/** Lets `selectTab` / `loadMore` actions reach the block with this id while it is mounted. */
export function useBlockEvents(id: string, handler: BlockEventHandler): void {
  const { registerBlock } = useContext(ActionContext)
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => registerBlock(id, (event) => latest.current(event)), [id, registerBlock])
}

/** A toast the block can take down when its work is done (e.g. 'SMS sending...' until the answer). */
export function useToast(): (text: string, ms: number) => () => void {
  const { toast, onAction } = useContext(ActionContext)
  return (
    toast ??
    ((text, ms) => {
      void onAction({ type: 'toast', text, ms })
      return () => undefined
    })
  )
}
