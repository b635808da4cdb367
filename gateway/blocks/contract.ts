import { contractGroups } from '../binding/contractTerms.ts'
import type { BlockResolver } from './types.ts'

/** Paragraphs of each kind's agreement under the terms (S26 shows four for each). */
const TERMS_LINES = [1, 2, 3]

/**
 * An agent's pending contract of one kind: the terms per game type and the answers the request allows. Only when
 * the contract check applies (the screen sends other viewers where their role allows).
 */
export const contract: BlockResolver<'contract'> = {
  needs: (_props, viewer) => (viewer.contractCheck ? ['consolidated'] : []),
  bind: (props, b) => {
    if (!b.facts.contractCheck) return null
    const groups = contractGroups(props.kind, b.source('consolidated'), b.t)
    const back = props.back ? b.rewrite(props.back.action) : null
    return {
      kind: props.kind,
      title: b.t({ t: `contract_title_${props.kind}` }),
      intro: b.t({ t: groups.length ? 'contract_intro' : 'contract_none' }),
      groups,
      terms: { title: b.t({ t: `contract_terms_${props.kind}` }), lines: TERMS_LINES.map((n) => b.t({ t: `contract_terms_line_${n}` })) },
      emptyText: b.t({ t: 'contract_none' }),
      ...(props.back && back ? { back: { label: b.t(props.back.label), action: back } } : {}),
    }
  },
  degraded: (props, b) => ({
    kind: props.kind,
    title: b.t({ t: `contract_title_${props.kind}` }),
    intro: b.t({ t: 'contract_failed' }),
    groups: [],
    terms: { title: b.t({ t: `contract_terms_${props.kind}` }), lines: [] },
    emptyText: b.t({ t: 'contract_failed' }),
  }),
}
