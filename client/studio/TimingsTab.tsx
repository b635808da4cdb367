import { RUM_VITALS, type RumVital, type TimingsAnswer } from '../../schemas/rum.ts'
import { useStudioAnswer } from './api.ts'

const format = (vital: RumVital, value: number) =>
  vital === 'CLS' ? value.toFixed(2) : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`

/** Players' timings per screen (p75 of each web-vital against its budget) and the blocks and chunks that failed. */
export function TimingsTab() {
  const { answer, failed, load } = useStudioAnswer<TimingsAnswer>('/api/studio/timings')
  if (failed) {
    return (
      <p role="alert" className="studio-error">
        The timings could not be read.
      </p>
    )
  }
  if (!answer) return <p aria-busy="true">Loading the timings…</p>
  const { budgets } = answer
  return (
    <div className="studio-timings">
      <h2>Players&apos; timings</h2>
      {!answer.collecting && <p className="studio-note">Not collected: set METRICS_PORT or METRICS_TOKEN (and RUM_SAMPLE_RATE) on the gateway.</p>}
      <p className="studio-note">
        p75 per screen, from {Math.round(answer.sampleRate * 100)} % of page loads, on this instance since {new Date(answer.since).toLocaleString('en-GB')}.
        Budgets: {RUM_VITALS.map((v) => `${v} ≤ ${format(v, budgets[v])}`).join(', ')}.
      </p>
      <button type="button" className="studio-button" onClick={load}>
        Refresh
      </button>
      {answer.screens.length === 0 ? <p className="studio-note">No reports yet.</p> : <TimingsTable answer={answer} />}
    </div>
  )
}

function TimingsTable({ answer }: { answer: TimingsAnswer }) {
  return (
    <table className="studio-table" aria-label="Timings per screen">
      <thead>
        <tr>
          <th scope="col">Screen</th>
          {RUM_VITALS.map((v) => (
            <th key={v} scope="col">
              {v} p75
            </th>
          ))}
          <th scope="col">Blocks failed</th>
          <th scope="col">Chunks failed</th>
        </tr>
      </thead>
      <tbody>
        {answer.screens.map((s) => (
          <tr key={s.screen}>
            <th scope="row">{s.screen}</th>
            {RUM_VITALS.map((v) => (
              <VitalCell key={v} vital={v} figure={s.vitals[v]} budget={answer.budgets[v]} />
            ))}
            <td className={s.blockErrors > 0 ? 'studio-error' : undefined}>{s.blockErrors}</td>
            <td className={s.chunkErrors > 0 ? 'studio-error' : undefined}>{s.chunkErrors}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

type Figure = TimingsAnswer['screens'][number]['vitals'][RumVital]

function VitalCell({ vital, figure, budget }: { vital: RumVital; figure: Figure; budget: number }) {
  if (!figure) return <td>—</td>
  const over = figure.p75 > budget
  return (
    <td className={over ? 'studio-error' : 'studio-ok'}>
      {format(vital, figure.p75)} {over ? 'over budget' : 'within budget'} <small>({figure.samples} reports)</small>
    </td>
  )
}
