import { Component, type ReactNode } from 'react'
import { report } from '../lib/report.ts'
import { HydrationMark } from './hydrationGate.tsx'

type Props = { id: string; type: string; children: ReactNode; /** a new value retries a crashed block */ resetKey: unknown }
type State = { failedFor: unknown; failed: boolean }

/** Contains a block that throws (or whose chunk fails to load): it renders nothing, its siblings live on. */
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

  override render(): ReactNode {
    // A failed block is settled too: nothing of it waits to hydrate.
    return this.state.failed ? <HydrationMark id={this.props.id} /> : this.props.children
  }
}
