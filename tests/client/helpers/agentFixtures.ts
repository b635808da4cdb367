import type { z } from 'zod'
import { AffiliateLinksResolvedSchema } from '../../../schemas/blocks/affiliateLinks.ts'
import { AgentContractsResolvedSchema } from '../../../schemas/blocks/agentContracts.ts'
import { AgentSummaryResolvedSchema } from '../../../schemas/blocks/agentSummary.ts'
import { AgentTeamPageSchema, AgentTeamResolvedSchema, type DownlineItem } from '../../../schemas/blocks/agentTeam.ts'

// Each fixture goes through the resolved schema, so the tests draw what the gateway may really send.

const QUOTAS = [
  { gameType: 'LOTT', label: 'Lottery', min: '0', max: '1.8' },
  { gameType: 'RNG', label: 'Slots', min: '0', max: '1.2' },
] as const

const rebates = (lott: string, rng: string): DownlineItem['rebates'] => [
  { gameType: 'LOTT', label: 'Lottery', value: `${lott}%`, percent: lott },
  { gameType: 'RNG', label: 'Slots', value: `${rng}%`, percent: rng },
]

function downline(n: number, extra: Partial<DownlineItem> = {}): DownlineItem {
  return {
    id: `c${n}`,
    account: `player${n}`,
    type: n % 2 ? 'Member' : 'Agent',
    agent: n % 2 === 0,
    direct: true,
    level: 1,
    registered: '2026-03-0' + String((n % 9) + 1),
    balance: `${n * 100}.00`,
    figures: [{ label: 'Bets this period', value: `${n * 1000}.00` }],
    rebates: rebates('1.2', '0.8'),
    ...extra,
  }
}

export const teamPage = (page: number, totalPages: number, from: number, count: number) =>
  AgentTeamPageSchema.parse({ items: Array.from({ length: count }, (_, i) => downline(from + i)), page, totalPages, total: totalPages * count })

export const teamProps = (first: z.input<typeof AgentTeamPageSchema> | null): z.infer<typeof AgentTeamResolvedSchema> =>
  AgentTeamResolvedSchema.parse({
    pageSize: 5,
    scopes: [
      { id: 'direct', label: 'Direct' },
      { id: 'all', label: 'Whole team' },
    ],
    first,
    quotas: QUOTAS,
  })

const toRequests = { type: 'navigate', to: '/m/agent/contracts' } as const

export const SUMMARY = AgentSummaryResolvedSchema.parse({
  sections: [
    {
      id: 'team',
      title: 'Team figures',
      columns: ['Today', 'This period'],
      rows: [
        { label: 'New members', values: ['3', '41'] },
        { label: 'Deposits', values: ['1,200.00', '56,000.00'] },
      ],
      note: 'Figures of the last hour may still change.',
    },
    { id: 'income', title: 'Income', columns: [], rows: [{ label: 'Current daily salary', values: ['320.00'] }] },
    { id: 'dividend', title: 'Dividend', columns: [], rows: [], unavailable: 'The dividend status cannot be shown right now.' },
  ],
  pending: [{ id: 'dividend', label: 'Dividend contract requests', count: 2, action: toRequests }],
})

const remove = (id: string) => ({
  type: 'confirm',
  text: 'Delete this link?',
  then: [{ type: 'call', name: 'deleteAffiliateLink', body: { id } }],
})

export const linksProps = (count: number, extra: Partial<z.input<typeof AffiliateLinksResolvedSchema>> = {}) =>
  AffiliateLinksResolvedSchema.parse({
    links: Array.from({ length: count }, (_, i) => ({
      id: `L${i + 1}`,
      code: `AG77${i + 1}`,
      link: `/m/register?affiliateCode=AG77${i + 1}`,
      type: i % 2 ? 'Agent' : 'Member',
      rebates: rebates('1.0', '0.5'),
      registrations: 12 + i,
      created: '2026-04-02',
      remove: remove(`L${i + 1}`),
    })),
    quotas: QUOTAS,
    max: 5,
    ...extra,
  })

export const CONTRACTS = AgentContractsResolvedSchema.parse({
  kinds: [
    {
      kind: 'dailySalary',
      label: 'Daily wage',
      active: [{ gameType: 'LOTT', label: 'Lottery', columns: ['Team bets', 'Active members', 'Wage'], rows: [['10,000', '5', '100.00']] }],
      history: [{ id: 'h1', title: 'Lottery daily wage', when: '2026-04-01', amount: '100.00', status: { label: 'Paid', tone: 'ok' } }],
      payouts: [],
      apply: [
        { gameType: 'RNG', label: 'Slots' },
        { gameType: 'LIVE', label: 'Live casino' },
      ],
    },
    {
      kind: 'dividend',
      label: 'Dividend',
      active: [],
      history: [],
      payouts: [{ id: 'p1', title: 'March period', when: '2026-04-01', amount: '2,400.00', status: { label: 'Waiting', tone: 'pending' } }],
      apply: [],
      pending: { count: 1, action: toRequests },
    },
    { kind: 'hourSalary', label: 'Hourly wage', active: [], history: [], payouts: [], apply: [], unavailable: 'Hourly wages cannot be shown right now.' },
  ],
})
