/** A node of the platform's module tree as S11 reads it: `childrenNodes` is always there, empty or not. */
export type WhiteLabelNode = { modId: string; enabled: '1' | '0'; childrenNodes: WhiteLabelNode[] }

/** The root's own id: no source names it (S11 only flattens it with the rest), so this one is the simulator's. */
const ROOT_MODULE = 'ROOT'

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
  // The challenges a merchant may have: the image captcha on every login and registration (CAPTCHA3, the module
  // S9/S10 register /wps/captcha under), GeeTest (GEETEST3, /wps/captcha/geetest), the seeds' slider (SLIDER3).
  // A merchant with none of them asks for no challenge, as the public clients' merchants do unless risk rules
  // demand the captcha (S8).
  ['CAPTCHA3', false],
  ['GEETEST3', false],
  ['SLIDER3', false],
] as const satisfies ReadonlyArray<readonly [string, boolean]>

/** A white-label module the simulator knows (`modId` of `/wps/system/whitelabel`). */
export type ModuleId = (typeof DEFAULT_FLAGS)[number][0]

const CHILDREN: Readonly<Record<string, readonly string[]>> = {
  REG3: ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3'],
  COMM3: ['FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'MOBILEVERCODELOGIN3', 'FREEPLAY3'],
}
const NESTED = new Set(Object.values(CHILDREN).flat())

/** The top nodes of the module tree; flags without a known parent sit at the top level. */
function buildWhiteLabelTree(flags: ReadonlyMap<string, boolean>): WhiteLabelNode[] {
  const node = (modId: string): WhiteLabelNode => ({
    modId,
    enabled: flags.get(modId) ? '1' : '0',
    childrenNodes: (CHILDREN[modId] ?? []).filter((id) => flags.has(id)).map(node),
  })
  return [...flags.keys()].filter((id) => !NESTED.has(id)).map(node)
}

/**
 * The tree as public clients read it (S11 `getWhitelabelVal`): ONE root node whose children are the top
 * modules; `asList` gives the top nodes as a list instead (the `whitelabelArray` variant).
 */
export function whiteLabelAnswer(flags: ReadonlyMap<string, boolean>, asList: boolean): WhiteLabelNode | WhiteLabelNode[] {
  const top = buildWhiteLabelTree(flags)
  return asList ? top : { modId: ROOT_MODULE, enabled: '1', childrenNodes: top }
}

/** Whether every named white-label module is on; callers name the parent too (`REG3`, `USERNAMEREG3`). */
export function moduleOn(state: { flags: ReadonlyMap<string, boolean> }, ...modIds: readonly ModuleId[]): boolean {
  return modIds.every((id) => state.flags.get(id) === true)
}
