import './ui.css'

export function Spinner({ label, size = 'md' }: { label: string; size?: 'sm' | 'md' }) {
  return (
    <span className={`spinner spinner--${size}`} role="progressbar" aria-label={label}>
      <span className="spinner__ring" aria-hidden="true" />
    </span>
  )
}
