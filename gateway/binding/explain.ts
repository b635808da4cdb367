import type { Condition, ServerFacts } from '../../schemas/conditions.ts'
import { foldCondition } from '../../schemas/conditions.ts'
import type { ExplainEntry, ExplainReason } from '../../schemas/explain.ts'

type Leaf = Exclude<Condition, { op: 'all' | 'any' | 'not' }>

function factOf(leaf: Leaf, facts: ServerFacts): { fact: string; value: unknown; expected?: unknown } {
  switch (leaf.op) {
    case 'flag':
      return { fact: `flags.${leaf.name}`, value: facts.flags[leaf.name] === true }
    case 'loggedIn':
      return { fact: 'loggedIn', value: facts.loggedIn }
    case 'client':
      return { fact: `client.${leaf.fact}`, value: 'left to the browser' }
    case 'contractCheck':
      return { fact: 'contractCheck', value: facts.contractCheck }
    case 'appLink':
      return { fact: 'appLinks', value: facts.appLinks, expected: leaf.kind ?? `a link for device ${facts.device}` }
    case 'window':
      return { fact: 'now', value: new Date(facts.now ?? Date.now()).toISOString(), expected: `${leaf.from ?? '…'} to ${leaf.until ?? '…'} (${leaf.tz})` }
    case 'country':
      return { fact: 'country', value: facts.country ?? null, expected: leaf.in }
    case 'bucket':
      return { fact: `buckets.${leaf.salt}`, value: facts.buckets?.[leaf.salt] ?? null, expected: `${leaf.from}–${leaf.to}` }
    case 'variant':
      return { fact: `variants.${leaf.experiment}`, value: facts.variants?.[leaf.experiment] ?? null, expected: leaf.in }
    default:
      return { fact: leaf.op, value: facts[leaf.op], expected: leaf.in }
  }
}

function leafText(leaf: Leaf, fact: string, value: unknown, expected: unknown, result: boolean | 'client', negated: boolean): string {
  if (result === 'client') return `${fact} is a browser fact: the page decides${negated ? ' (negated)' : ''}`
  const verdict = result ? 'holds' : 'fails'
  if (leaf.op === 'flag') return `flag ${leaf.name} is ${value ? 'on' : 'off'}${negated ? ' (negated)' : ''}: ${verdict}`
  const want = expected === undefined ? '' : Array.isArray(expected) ? ` (wanted one of ${JSON.stringify(expected)})` : ` (wanted ${String(expected)})`
  return `${fact} is ${JSON.stringify(value)}${want}${negated ? ' (negated)' : ''}: ${verdict}`
}

/** Each leaf of a condition with the fact it read, the value it got and what it gave; only when tracing. */
export function explainCondition(cond: Condition, facts: ServerFacts, negated = false): ExplainReason[] {
  if (cond.op === 'all' || cond.op === 'any') return cond.of.flatMap((c) => explainCondition(c, facts, negated))
  if (cond.op === 'not') return explainCondition(cond.cond, facts, !negated)
  const folded = foldCondition(cond, facts)
  const raw = typeof folded === 'boolean' ? folded : 'client'
  const result = raw === 'client' ? raw : negated ? !raw : raw
  const { fact, value, expected } = factOf(cond, facts)
  return [{ kind: raw === 'client' ? 'client' : 'condition', fact, value, result, text: leafText(cond, fact, value, expected, result, negated) }]
}

const ROLE_WORDS: Record<string, string> = { visitor: 'visitors', member: 'members', trial: 'trial users', agent: 'agents' }

/** What a failing leaf means for the viewer, in an operator's words: "hidden from trial users". */
function hiddenBecause(leaf: ExplainReason): string | undefined {
  const value = leaf.value
  if (leaf.fact === 'role') return `hidden from ${ROLE_WORDS[String(value)] ?? String(value)}`
  if (leaf.fact === 'memberType') return value === null ? 'hidden from visitors' : `hidden from member type ${String(value)}`
  if (leaf.fact === 'loggedIn') return value ? 'hidden from signed-in players' : 'hidden from visitors'
  if (leaf.fact?.startsWith('flags.')) return `hidden while flag ${leaf.fact.slice('flags.'.length)} is ${value ? 'on' : 'off'}`
  if (leaf.fact === 'language') return `hidden in ${String(value)}`
  if (leaf.fact === 'device') return `hidden on ${String(value)}`
  if (leaf.fact === 'status') return `hidden while the site's status is ${String(value)}`
  if (leaf.fact === 'now') return 'hidden outside its time window'
  if (leaf.fact === 'country') return value === null ? 'hidden while the country is unknown' : `hidden in ${String(value)}`
  if (leaf.fact?.startsWith('variants.')) return `hidden in variant ${String(value)} of ${leaf.fact.slice('variants.'.length)}`
  if (leaf.fact?.startsWith('buckets.')) return `hidden for bucket ${String(value)} of ${leaf.fact.slice('buckets.'.length)}`
  return undefined
}

/** The overall verdict of a `when`, as a reason (in plain words where one fact decides): the leaves say why. */
export function whenReasons(when: Condition | undefined, facts: ServerFacts, visible: boolean, clientWhen: Condition | undefined): ExplainReason[] {
  if (!when) return []
  const leaves = explainCondition(when, facts)
  const plain = visible
    ? undefined
    : leaves
        .filter((l) => l.result === false)
        .map(hiddenBecause)
        .find((t) => t !== undefined)
  const verdict: ExplainReason = clientWhen
    ? { kind: 'client', text: 'its condition is left to the browser (a device fact only the page knows)', result: 'client' }
    : { kind: 'condition', text: visible ? 'its condition holds for this viewer' : (plain ?? 'its condition fails for this viewer'), result: visible }
  return [verdict, ...leaves]
}

/**
 * What one resolve decided, entry by entry. Filled by the one resolve path when an operator asks for it
 * (`explain=1`, the studio's preview); players' requests carry none and pay nothing for it.
 */
export class Trace {
  readonly entries: ExplainEntry[] = []
  private scope = 'screen'

  within<T>(scope: string, run: () => T): T {
    const outer = this.scope
    this.scope = scope
    try {
      return run()
    } finally {
      this.scope = outer
    }
  }

  record(entry: Omit<ExplainEntry, 'where'> & { where?: string | undefined }): void {
    this.entries.push({ ...entry, where: entry.where ?? this.scope })
  }
}
