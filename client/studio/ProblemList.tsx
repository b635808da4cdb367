import type { CheckResult, Problem } from './api.ts'
import type { DraftState } from './useDraft.ts'

/** Every problem of a set's checks, budget breaches included (each under the screen file that makes it). */
export function problemsOf(checks: CheckResult | null): Problem[] {
  if (!checks) return []
  const breaches = checks.breaches.map((b) => ({
    file: `screens/${b.screen}.json`,
    path: `for ${b.audience}`,
    message: `over budget: ${b.over.map((k) => `${k} ${b[k as 'bytes'].toLocaleString('en-US')}`).join(', ')}`,
  }))
  return [...checks.problems, ...breaches]
}

/**
 * The draft's checks as the operator edits: the same checks as publish (schema, routes, navigate targets, every
 * text in every language, budgets), each problem a link to its place in the file.
 */
export function ProblemList({ draft, onOpen }: { draft: Pick<DraftState, 'checks'>; onOpen?: ((file: string, path?: string) => void) | undefined }) {
  const { checks } = draft
  if (!checks) {
    return (
      <p className="studio-note" aria-busy="true">
        Checking the draft…
      </p>
    )
  }
  const problems = problemsOf(checks)
  return (
    <div className="studio-problems" aria-live="polite">
      {!checks.current && <p className="studio-note">Checking your latest edits; below, the result of the previous ones.</p>}
      {problems.length === 0 ? (
        <p className="studio-ok">The draft passes every check: schema, routes, texts in every language, budgets.</p>
      ) : (
        <ul aria-label="Problems">
          {problems.map((p, i) => (
            <li key={i} className="studio-error">
              {onOpen ? (
                <button type="button" className="studio-link" onClick={() => onOpen(p.file, p.path.startsWith('for ') ? undefined : p.path)}>
                  {p.file} at {p.path}
                </button>
              ) : (
                `${p.file} at ${p.path}`
              )}
              : {p.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
