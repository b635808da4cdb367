import { AUDIENCE_LABELS, type CheckResult } from './api.ts'
import { ProblemList, problemsOf } from './ProblemList.tsx'

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
                  {s.gains.map((g) => (
                    <li key={`+${g}`} className="studio-gain">
                      gains {g}
                    </li>
                  ))}
                  {s.loses.map((g) => (
                    <li key={`-${g}`} className="studio-lose">
                      loses {g}
                    </li>
                  ))}
                  {s.moved.map((g) => (
                    <li key={`~${g}`} className="studio-move">
                      sees {g} moved
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </section>
      ))}
    </div>
  )
}

/** Routes that change screen: a route that now shows another screen is the change players feel most. */
function RouteChanges({ routes }: { routes: CheckResult['routes'] }) {
  if (routes.length === 0) return null
  return (
    <ul aria-label="Routes that change screen">
      {routes.map((r) => (
        <li key={r.route} className="studio-move">
          <code>{r.route}</code>{' '}
          {r.after === null
            ? `is no longer a route (it showed ${r.before})`
            : r.before === null
              ? `is a new route showing ${r.after}`
              : `now shows ${r.after} (it showed ${r.before})`}
        </li>
      ))}
    </ul>
  )
}

export function Checks({ result, onOpen }: { result: CheckResult & { current?: boolean }; onOpen?: (file: string, path?: string) => void }) {
  const worst = (k: 'bytes' | 'blocks' | 'calls') => Math.max(0, ...result.budgets.map((f) => f[k]))
  return (
    <>
      {problemsOf(result).length > 0 ? (
        <ProblemList draft={{ checks: { ...result, current: result.current ?? true } }} onOpen={onOpen} />
      ) : (
        <p className="studio-ok">Schema, routes, texts in every language and budgets: all good.</p>
      )}
      {result.budgets.length > 0 && (
        <p className="studio-figures">
          Largest screen over all audiences: {worst('bytes').toLocaleString('en-US')} bytes, {worst('blocks')} blocks, {worst('calls')} platform calls.
        </p>
      )}
      <h3>What changes, per route and per audience</h3>
      <RouteChanges routes={result.routes} />
      <DiffView diff={result.diff} />
    </>
  )
}
