import './overlays.css'

export type ToastItem = { id: number; text: string }

export function Toasts({ items }: { items: readonly ToastItem[] }) {
  return (
    <div className="toasts" role="status" aria-live="polite">
      {items.map((toast) => (
        <div key={toast.id} className="toast">
          {toast.text}
        </div>
      ))}
    </div>
  )
}
