import { Component, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { report } from '../lib/report.ts'
import { HydrationMark } from './hydrationGate.tsx'

type Props = { id: string; type: string; children: ReactNode; /** a new value retries a crashed block */ resetKey: unknown }
type State = { failedFor: unknown; failed: boolean }

/** What a block that could not be drawn leaves in its place: a line that says so, and a way to try again. */
function BlockFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="block block-failed" role="alert">
      <span>{t('block_unavailable')}</span>
      <button type="button" className="btn btn--sm" onClick={onRetry}>
        {t('client_retry')}
      </button>
    </div>
  )
}

/** Contains a block that throws (or whose chunk fails to load): it says so in its place, its siblings live on. */
export class BlockBoundary extends Component<Props, State> {
  override state: State = { failed: false, failedFor: undefined }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failed && state.failedFor !== undefined && state.failedFor !== props.resetKey) return { failed: false, failedFor: undefined }
    return null
  }

  override componentDidCatch(error: unknown): void {
    this.setState({ failedFor: this.props.resetKey })
    report({ kind: 'blockCrashed', id: this.props.id, type: this.props.type, message: error instanceof Error ? error.message : String(error) })
  }

  private readonly retry = () => this.setState({ failed: false, failedFor: undefined })

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    // A failed block is settled too: nothing of it waits to hydrate.
    return (
      <>
        <BlockFailed onRetry={this.retry} />
        <HydrationMark id={this.props.id} />
      </>
    )
  }
}
