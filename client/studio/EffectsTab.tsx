import { useState } from 'react'
import type { EffectsAnswer } from '../../schemas/effects.ts'
import { useStudioAnswer } from './api.ts'
import { endExperiment } from './experimentEdits.ts'
import type { DraftState } from './useDraft.ts'

type Effect = EffectsAnswer['experiments'][number]
type Row = Effect['variants'][number]

const pct = (x: number) => `${(x * 100).toFixed(1)} %`
const EVENT_NAMES: Record<string, string> = { registration: 'Registrations', firstDeposit: 'First deposits' }

/** What each experiment of the live layouts did: per variant, exposures, tap rate per block, conversions with their interval. */
export function EffectsTab({ draft }: { draft: DraftState }) {
  const { answer, failed, load } = useStudioAnswer<EffectsAnswer>('/api/studio/effects')
  const [ended, setEnded] = useState<string | null>(null)
  if (failed) {
    return (
      <p role="alert" className="studio-error">
        The effects could not be read.
      </p>
    )
  }
  if (!answer) return <p aria-busy="true">Loading the effects…</p>
  return (
    <div className="studio-effects">
      <h2>Experiments and their effect</h2>
      <p className="studio-note">
        Counted on every instance, per variant: screens served, browsers shown, taps on each block, and the registrations and first deposits of the browsers
        shown. Rates with their 95 % interval; a variant is compared with the first one (two-proportion test, 5 %).
      </p>
      <button type="button" className="studio-button" onClick={load}>
        Refresh
      </button>
      {answer.experiments.length === 0 ? (
        <p className="studio-note">No experiment is live. Add one under a screen&apos;s experiments, and variant conditions to its blocks.</p>
      ) : (
        answer.experiments.map((e) => <ExperimentView key={e.experiment} effect={e} draft={draft} onEnded={setEnded} />)
      )}
      {ended && (
        <p role="status" className="studio-ok">
          {ended}
        </p>
      )}
    </div>
  )
}

type ViewProps = { effect: Effect; draft: DraftState; onEnded: (message: string) => void }

function ExperimentView({ effect, draft, onEnded }: ViewProps) {
  const events = effect.variants[0]?.conversions.map((c) => c.event) ?? []
  const file = `screens/${effect.screen}.json`
  const end = (winner: string) => {
    const { text, kept, removed } = endExperiment(draft.text(file), effect.experiment, winner)
    draft.change(file, text)
    onEnded(
      `Your draft now ends ${effect.experiment} with variant ${winner}: kept ${kept.join(', ') || 'no block'}, removed ${removed.join(', ') || 'no block'}. Review it and publish it from Publish.`,
    )
  }
  return (
    <section className="studio-effect" aria-labelledby={`effect-${effect.experiment}`}>
      <h3 id={`effect-${effect.experiment}`}>
        {effect.experiment} <small>on {effect.screen}</small>
      </h3>
      <table className="studio-table" aria-label={`Variants of ${effect.experiment}`}>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <th scope="col">Share</th>
            <th scope="col">Screens</th>
            <th scope="col">Browsers</th>
            {events.map((event) => (
              <th key={event} scope="col">
                {EVENT_NAMES[event] ?? event}
              </th>
            ))}
            <th scope="col">Taps per screen</th>
          </tr>
        </thead>
        <tbody>
          {effect.variants.map((row) => (
            <VariantRow key={row.variant} row={row} />
          ))}
        </tbody>
      </table>
      <Chart effect={effect} />
      <p className="studio-actions">
        {effect.variants.map((v) => (
          <button key={v.variant} type="button" className="studio-button" onClick={() => end(v.variant)}>
            End with variant {v.variant}
          </button>
        ))}
      </p>
    </section>
  )
}

function VariantRow({ row }: { row: Row }) {
  return (
    <tr>
      <th scope="row">{row.variant}</th>
      <td>{row.share} %</td>
      <td>{row.exposures}</td>
      <td>{row.viewers}</td>
      {row.conversions.map((c) => (
        <td key={c.event} className={c.vsControl?.significant ? 'studio-ok' : undefined}>
          {c.count} · {pct(c.rate)}{' '}
          <small>
            (95 %: {pct(c.low)}–{pct(c.high)})
          </small>
          {c.vsControl && (
            <small>
              {' '}
              {c.vsControl.significant ? 'differs from the first variant' : 'no clear difference'} (p = {c.vsControl.p.toFixed(3)})
            </small>
          )}
        </td>
      ))}
      <td>{row.taps.length === 0 ? '—' : row.taps.map((t) => `${t.block} ${t.rate.toFixed(2)}`).join(', ')}</td>
    </tr>
  )
}

const WIDTH = 640
const HEIGHT = 160
const COLOURS = ['#60a5fa', '#fbbf24', '#34d399', '#f472b6']

/** Screens served per hour and variant: one line each. */
function Chart({ effect }: { effect: Effect }) {
  const hours = [...new Set(effect.series.map((p) => p.hour))].sort()
  if (hours.length === 0) return <p className="studio-note">No screens served yet.</p>
  const top = Math.max(1, ...effect.series.map((p) => p.exposures))
  const x = (hour: string) => (hours.length === 1 ? WIDTH / 2 : (hours.indexOf(hour) / (hours.length - 1)) * (WIDTH - 20) + 10)
  const y = (n: number) => HEIGHT - 10 - (n / top) * (HEIGHT - 20)
  return (
    <figure className="studio-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`Screens served per hour for each variant of ${effect.experiment}, at most ${top}`}>
        {effect.variants.map((v, i) => {
          const points = effect.series.filter((p) => p.variant === v.variant).map((p) => `${x(p.hour)},${y(p.exposures)}`)
          const colour = COLOURS[i % COLOURS.length]
          return (
            <g key={v.variant}>
              {points.length > 1 && <polyline points={points.join(' ')} fill="none" stroke={colour} strokeWidth="2" />}
              {points.map((p) => {
                const [cx, cy] = p.split(',')
                return <circle key={p} cx={cx} cy={cy} r="4" fill={colour} />
              })}
            </g>
          )
        })}
      </svg>
      <figcaption>
        Screens per hour, {new Date(hours[0] ?? '').toLocaleString('en-GB')} to {new Date(hours.at(-1) ?? '').toLocaleString('en-GB')}:{' '}
        {effect.variants.map((v, i) => (
          <span key={v.variant} className={`studio-series-${i % COLOURS.length}`}>
            {' '}
            ■ {v.variant}
          </span>
        ))}
      </figcaption>
    </figure>
  )
}
