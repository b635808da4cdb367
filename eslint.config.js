import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const boundary = (patterns) => ['error', { patterns }]

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
  // DESIGN §1 and STYLE §2.2: the dependency direction, as lint.
  {
    files: ['schemas/**/*.ts'],
    rules: { 'no-restricted-imports': boundary([{ regex: '^(?!zod(/|$)|\\.)', message: 'schemas/ imports only zod' }, { group: ['**/gateway/**', '**/client/**', '**/simulator/**'], message: 'schemas/ is pure' }]) },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/vite.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': boundary([
        { group: ['**/gateway/**', '**/simulator/**'], message: 'the client never imports the gateway or the simulator' },
        { group: ['node:*'], message: 'the client runs in the browser' },
      ]),
    },
  },
  {
    files: ['client/blocks/**/*.tsx'],
    rules: {
      'no-restricted-imports': boundary([
        { group: ['**/gateway/**', '**/simulator/**'], message: 'the client never imports the gateway or the simulator' },
        { group: ['**/renderer/**'], message: 'blocks never import the renderer or the registry' },
        { group: ['react-router', 'react-router-dom'], message: 'blocks emit actions; runAction navigates' },
      ]),
    },
  },
  {
    files: ['gateway/**/*.ts'],
    rules: { 'no-restricted-imports': boundary([{ group: ['**/client/**', '**/simulator/**'], message: 'the gateway never imports the client or the simulator' }]) },
  },
  {
    files: ['simulator/**/*.ts'],
    rules: {
      'no-restricted-imports': boundary([
        { group: ['**/gateway/**', '**/client/**'], message: 'the simulator never imports the gateway or the client' },
        { regex: '^\\.\\./(\\.\\./)*schemas/(?!upstream/)', message: 'the simulator may import only schemas/upstream' },
      ]),
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
