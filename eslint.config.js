import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// DESIGN §1 and STYLE §2.2: the dependency direction, as lint. In a flat config a later block that sets a rule
// replaces the rule of an earlier block for the same file, so each folder's restrictions are built here in full
// from shared parts (the client's block rule extends the client rule, it does not replace it).
const restrict = (...groups) => ['error', { patterns: groups.flat() }]

const NOT_GATEWAY_OR_SIMULATOR = { group: ['**/gateway/**', '**/simulator/**'], message: 'the client never imports the gateway or the simulator' }
const NOT_NODE = { group: ['node:*'], message: 'the client runs in the browser' }
const clientPatterns = [NOT_GATEWAY_OR_SIMULATOR, NOT_NODE]
const blockPatterns = [
  ...clientPatterns,
  { group: ['**/renderer/**'], message: 'blocks never import the renderer or the registry' },
  { group: ['react-router', 'react-router-dom'], message: 'blocks emit actions; runAction navigates' },
]
// Every client list address comes from the list contract through client/api/dataUrl.ts, never typed by hand.
const DATA_URL = 'addresses of /api/data come from client/api/dataUrl.ts (listUrl, challengeUrl), typed by the list contract'
const NO_HAND_DATA_URL = [
  'error',
  { selector: 'Literal[value=/\\/api\\/data(\\/|$)/]', message: DATA_URL },
  { selector: 'TemplateElement[value.raw=/\\/api\\/data(\\/|$)/]', message: DATA_URL },
]
// Zod's schemas define their lazy members on each instance: a schema made inside a parse (per item, per answer) is work
// every time and garbage that outlives V8's young-generation collections. Made once, at module level.
const SCHEMA_IN_PARSE = 'a schema made while parsing is made again for every item: make it once, at module level'
const PARSE_STEP = 'CallExpression[callee.property.name=/^(transform|superRefine|refine|preprocess)$/] :function'
const NO_SCHEMA_IN_PARSE = [
  { selector: `${PARSE_STEP} CallExpression[callee.object.name='z']`, message: SCHEMA_IN_PARSE },
  {
    selector: `${PARSE_STEP} CallExpression[callee.object.name=/Schema$/][callee.property.name=/^(trim|min|max|length|optional|nullish|nullable|array|or|and|transform|refine|catch|default|pipe|extend|pick|omit|partial)$/]`,
    message: SCHEMA_IN_PARSE,
  },
]
// V8 gives an object literal whose getter or setter is a new closure a map of its own in the old generation, which
// keeps the closure, and what it reaches (a request), through young-generation collections.
const NO_ACCESSOR_LITERAL = {
  selector: ':function ObjectExpression > Property[kind=/^(get|set)$/]',
  message: 'an object made in a function gets its accessors from a class, not from the literal (see gateway/context/requestContext.ts)',
}
// The form kit (client/forms/) sits under the blocks: it calls the gateway through api/ and runs actions through
// actions/, and never reaches up into a block, the renderer or the app.
const formPatterns = [
  ...clientPatterns,
  {
    group: ['**/blocks/**', '**/renderer/**', '**/app/**', '**/shell/**'],
    message: 'the form kit serves the blocks; it never imports them, the renderer or the app',
  },
  { group: ['react-router', 'react-router-dom'], message: 'forms emit actions; runAction navigates' },
]
const NO_NETWORK = [
  'error',
  { name: 'fetch', message: 'blocks emit actions; the api/ and actions/ modules call the gateway' },
  { name: 'XMLHttpRequest', message: 'blocks never call the network' },
]

// The gateway's inner walls (CONTRIBUTING.md): each folder may import only the folders below it.
//   app.ts, server.ts → admission → routes | studio → plugins → output → actions | resolve → blocks → identity | sources → binding → context | layouts → upstream
// errors.ts and config.ts sit under everything; schemas/ under that.
const LAYERS = [
  ['app', ['gateway/app.ts', 'gateway/server.ts']],
  ['admission', ['gateway/admission']],
  ['routes', ['gateway/routes']],
  ['studio', ['gateway/studio']],
  ['plugins', ['gateway/plugins']],
  ['output', ['gateway/output']],
  ['actions', ['gateway/actions']],
  ['resolve', ['gateway/resolve']],
  ['blocks', ['gateway/blocks']],
  ['identity', ['gateway/identity']],
  ['sources', ['gateway/sources']],
  ['binding', ['gateway/binding']],
  ['context', ['gateway/context']],
  ['layouts', ['gateway/layouts']],
  ['upstream', ['gateway/upstream']],
]
const ABOVE = {
  admission: ['app'],
  routes: ['app', 'admission'],
  studio: ['app', 'admission', 'routes'],
  // The metrics and tracing plugins: wired by app.ts, counted into by admission (countShed); they read the upstream and
  // layout layers through interfaces those declare, and nothing below them knows they exist.
  plugins: ['app', 'admission', 'routes', 'studio'],
  // Answer writing (JSON bytes, pre-compressed answers, the server-drawn page's template): used by routes, studio,
  // admission and plugins; it knows nothing above it.
  output: ['app', 'admission', 'routes', 'studio', 'plugins'],
  actions: ['app', 'admission', 'routes', 'studio', 'plugins', 'output', 'resolve', 'blocks'],
  resolve: ['app', 'admission', 'routes', 'studio', 'plugins', 'output', 'actions'],
  blocks: ['app', 'admission', 'routes', 'studio', 'plugins', 'output', 'actions', 'resolve'],
  identity: ['app', 'admission', 'routes', 'studio', 'plugins', 'output', 'actions', 'resolve', 'blocks', 'sources'],
  sources: ['app', 'admission', 'routes', 'studio', 'plugins', 'output', 'actions', 'resolve', 'blocks', 'identity'],
  binding: ['app', 'admission', 'routes', 'studio', 'plugins', 'output', 'actions', 'resolve', 'blocks', 'identity', 'sources'],
  context: ['app', 'admission', 'routes', 'studio', 'plugins', 'output', 'actions', 'resolve', 'blocks', 'identity', 'sources', 'binding'],
  layouts: ['app', 'admission', 'routes', 'studio', 'plugins', 'output', 'actions', 'resolve', 'blocks', 'identity', 'sources', 'binding', 'context'],
  upstream: [
    'app',
    'admission',
    'routes',
    'studio',
    'plugins',
    'output',
    'actions',
    'resolve',
    'blocks',
    'identity',
    'sources',
    'binding',
    'context',
    'layouts',
  ],
}
const pathsOf = Object.fromEntries(LAYERS)
export const GATEWAY_ZONES = Object.entries(ABOVE).flatMap(([layer, above]) =>
  pathsOf[layer].flatMap((target) =>
    above.flatMap((upper) =>
      pathsOf[upper].map((from) => ({
        target,
        from,
        message: `gateway/${layer} sits below ${upper}: it may not import it (CONTRIBUTING.md, the gateway's inner walls)`,
      })),
    ),
  ),
)
// The shared store (gateway/store: Redis) implements interfaces that upstream/ and layouts/ declare, and only
// app.ts wires it in: it imports nothing above those two, and nothing but app.ts and server.ts imports it.
const BELOW_APP = [...ABOVE.upstream.filter((layer) => layer !== 'app'), 'upstream'].flatMap((layer) => pathsOf[layer])
const STORE_ZONES = [
  {
    target: 'gateway/store',
    from: BELOW_APP.filter((p) => p !== 'gateway/layouts' && p !== 'gateway/upstream' && p !== 'gateway/context'),
    message: 'gateway/store sits below app.ts only: it implements interfaces of upstream/ and layouts/',
  },
  {
    target: 'gateway/store',
    from: 'gateway/context',
    except: ['./attemptStore.ts', './effects.ts', './challengeStore.ts'],
    message: 'of context/, gateway/store implements the money attempt, effect and challenge stores only',
  },
  { target: BELOW_APP, from: 'gateway/store', message: 'only app.ts and server.ts wire in gateway/store; the layers take its interfaces' },
]
const BASE_ZONES = ['gateway/errors.ts', 'gateway/config.ts', 'gateway/log.ts'].map((target) => ({
  target,
  from: 'gateway',
  except: ['./errors.ts', './config.ts', './log.ts'],
  message: 'errors.ts, config.ts and log.ts import nothing else of the gateway',
}))

// A core of plain functions (DESIGN §1): below the HTTP layers (app.ts, admission/, routes/, studio/, plugins/ and the
// answer writing of output/) nothing imports Fastify. Actions and checks take (input, ctx: RequestContext); what they
// need of HTTP (cookies, the site's address) goes through the context.
const NOT_CLIENT_OR_SIMULATOR = { group: ['**/client/**', '**/simulator/**'], message: 'the gateway never imports the client or the simulator' }
const NO_FASTIFY = {
  regex: '^(fastify|fastify-.+|@fastify/.+)$',
  message: 'below routes/ the gateway is plain functions over the request context: Fastify stays in app.ts, admission/, routes/, studio/, plugins/ and output/',
}
const FASTIFY_FREE = [
  ...['actions', 'resolve', 'blocks', 'identity', 'sources', 'binding', 'context', 'layouts', 'upstream'].map((layer) => `${pathsOf[layer][0]}/**/*.ts`),
  'gateway/store/**/*.ts',
  'gateway/errors.ts',
  'gateway/config.ts',
  'gateway/log.ts',
]

// The simulator's domain folders (seeds, state and rules of an area) sit below the state that gathers them and the
// routes and controls that serve them: each takes the slice of the state it reads, so nothing runs back up.
const SIMULATOR_DOMAINS = ['data', 'identity', 'agent', 'money', 'games', 'promotions', 'messages'].map((d) => `simulator/${d}`)
const SIMULATOR_ZONES = [
  {
    target: SIMULATOR_DOMAINS,
    from: ['simulator/state.ts', 'simulator/app.ts', 'simulator/routes', 'simulator/control', 'simulator/middleware'],
    message: 'simulator domain folders sit below state.ts, routes/, control/ and middleware/: take the slice of the state you read',
  },
]

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', 'test-results/', 'playwright-report/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      curly: ['error', 'multi-line'],
      'no-else-return': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // One import order everywhere: Node's built-ins, packages, then the project's own modules, each alphabetical.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', ['internal', 'parent', 'sibling', 'index']],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    files: ['schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        { regex: '^(?!zod(/|$)|\\.)', message: 'schemas/ imports only zod' },
        { group: ['**/gateway/**', '**/client/**', '**/simulator/**'], message: 'schemas/ is pure' },
      ),
      'no-restricted-syntax': ['error', ...NO_SCHEMA_IN_PARSE],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/vite.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'no-restricted-imports': restrict(clientPatterns), 'no-restricted-syntax': NO_HAND_DATA_URL },
  },
  {
    files: ['client/api/dataUrl.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['client/blocks/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(blockPatterns), 'no-restricted-globals': NO_NETWORK },
  },
  {
    files: ['client/forms/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(formPatterns), 'no-restricted-globals': NO_NETWORK },
  },
  {
    files: ['gateway/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts'], 'import-x/resolver': { node: { extensions: ['.ts'] } } },
    rules: {
      'no-restricted-imports': restrict(NOT_CLIENT_OR_SIMULATOR),
      'import-x/no-restricted-paths': ['error', { zones: [...GATEWAY_ZONES, ...STORE_ZONES, ...BASE_ZONES] }],
      'import-x/no-cycle': 'error',
      'no-restricted-syntax': ['error', NO_ACCESSOR_LITERAL, ...NO_SCHEMA_IN_PARSE],
    },
  },
  {
    files: FASTIFY_FREE,
    rules: { 'no-restricted-imports': restrict(NOT_CLIENT_OR_SIMULATOR, NO_FASTIFY) },
  },
  {
    // Only the platform client and the two pass-through proxies (images, lottery pages) open connections.
    files: ['gateway/**/*.ts'],
    ignores: ['gateway/upstream/**', 'gateway/routes/media.ts', 'gateway/routes/lotto.ts'],
    rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: 'platform calls go through gateway/upstream' }] },
  },
  {
    files: ['simulator/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts'], 'import-x/resolver': { node: { extensions: ['.ts'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: SIMULATOR_ZONES }],
      'no-restricted-imports': restrict(
        { group: ['**/gateway/**', '**/client/**'], message: 'the simulator never imports the gateway or the client' },
        { regex: '^\\.\\./(\\.\\./)*schemas/(?!upstream/)', message: 'the simulator may import only schemas/upstream' },
      ),
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/server.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
)
