import { AUDIENCE_LABELS, type CheckResult } from './api.ts'

/** What each of the six viewers gains, loses or sees moved, screen by screen. */
function DiffView({ diff }: { diff: CheckResult['diff'] }) {
  return (
    <div className="studio-diff">
      {diff.map((d) => (
        <section key={d.audience} className="studio-diff__audience" aria-label={`Changes for ${AUDIENCE_LABELS[d.audience] ?? d.audience}`}>
          <h4>{AUDIENCE_LABELS[d.audience] ?? d.audience}</h4>
          {d.screens.length === 0 ? (
            <p className="studio-note">No change.</p>
          ) : (
            d.screens.map((s) => (
              <div key={s.screen}>
                <p className="studio-where">Screen {s.screen}</p>
                <ul>
                  {s.gains.map((g) => <li key={`+${g}`} className="studio-gain">gains {g}</li>)}
                  {s.loses.map((g) => <li key={`-${g}`} className="studio-lose">loses {g}</li>)}
                  {s.moved.map((g) => <li key={`~${g}`} className="studio-move">sees {g} moved</li>)}
                </ul>
              </div>
            ))
          )}
        </section>
      ))}
    </div>
  )
}

export function Checks({ result }: { result: CheckResult }) {
  const worst = (k: 'bytes' | 'blocks' | 'calls') => Math.max(0, ...result.budgets.map((f) => f[k]))
  return (
    <>
      {result.problems.length > 0 ? (
        <ul className="studio-problems" aria-label="Problems">
          {result.problems.map((p, i) => <li key={i} className="studio-error">{p.file} at {p.path}: {p.message}</li>)}
        </ul>
      ) : (
        <p className="studio-ok">Schema, routes and texts in every language: all good.</p>
      )}
      {result.budgets.length > 0 && (
        <p className="studio-figures">
          Largest screen over all audiences: {worst('bytes').toLocaleString('en-US')} bytes, {worst('blocks')} blocks, {worst('calls')} platform calls.
        </p>
      )}
      {result.breaches.length > 0 && (
        <ul aria-label="Over budget">
          {result.breaches.map((b, i) => <li key={i} className="studio-error">Over budget: {b.screen} for {b.audience}: {b.over.map((k) => `${k} ${b[k as 'bytes']}`).join(', ')}</li>)}
        </ul>
      )}
      <h3>What changes, per audience</h3>
      <DiffView diff={result.diff} />
    </>
  )
}
