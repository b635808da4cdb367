import type { WhiteLabelNode } from '../../schemas/upstream/index.ts'

export const DEFAULT_FLAGS = [
  ['REG3', true],
  ['USERNAMEREG3', true],
  ['MOBILENUMREG3', true],
  ['REGMOBVERF3', true],
  ['MOBILENUMPASSREG3', false],
  ['COMM3', true],
  ['FACEBOOKLOGIN3', false],
  ['GOOGLELOGIN3', false],
  ['MOBILEVERCODELOGIN3', true],
  ['FREEPLAY3', true],
  ['CBS3', true],
  ['AGENTPOLICY3', true],
  ['CASHBACK3', true],
  ['LIVEMODEL3', true],
] as const satisfies ReadonlyArray<readonly [string, boolean]>

/** A white-label module the simulator knows (`modId` of `/wps/system/whitelabel`). */
export type ModuleId = (typeof DEFAULT_FLAGS)[number][0]

const CHILDREN: Readonly<Record<string, readonly string[]>> = {
  REG3: ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3'],
  COMM3: ['FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'MOBILEVERCODELOGIN3', 'FREEPLAY3'],
}
const NESTED = new Set(Object.values(CHILDREN).flat())

/** The module tree of `/wps/system/whitelabel`; flags without a known parent sit at the top level. */
export function buildWhiteLabelTree(flags: ReadonlyMap<string, boolean>): WhiteLabelNode[] {
  const node = (modId: string): WhiteLabelNode => {
    const children = (CHILDREN[modId] ?? []).filter((id) => flags.has(id)).map(node)
    const result: WhiteLabelNode = { modId, enabled: flags.get(modId) ? '1' : '0' }
    if (children.length > 0) result.childrenNodes = children
    return result
  }
  return [...flags.keys()].filter((id) => !NESTED.has(id)).map(node)
}
