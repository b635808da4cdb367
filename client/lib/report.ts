export type ClientReport =
  | { kind: 'unknownBlock'; id: string; type: string }
  | { kind: 'invalidBlock'; id: string; type: string; issues: string }
  | { kind: 'blockCrashed'; id: string; type: string; message: string }
  | { kind: 'chunkFailed'; module: string }
  | { kind: 'unresolvedAction'; action: string }
  | { kind: 'actionFailed'; action: string; message: string }

type ReportSink = (report: ClientReport) => void

const sinks = new Set<ReportSink>()

/** Adds a destination for client reports (an error tracker); returns its removal. */
export function addReportSink(sink: ReportSink): () => void {
  sinks.add(sink)
  return () => sinks.delete(sink)
}

/** Logs a recoverable client problem and forwards it to every sink; never throws. */
export function report(event: ClientReport): void {
  console.warn(`[client] ${event.kind}`, event)
  for (const sink of sinks) {
    try {
      sink(event)
    } catch {
      // A broken sink must not break the page that reports.
    }
  }
}
