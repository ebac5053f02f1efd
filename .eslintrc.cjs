/* ESLint 9 in legacy mode (ESLINT_USE_FLAT_CONFIG=false, set by `npm run lint`). */
module.exports = {
  root: true,
  env: { browser: true, node: true, es2022: true },
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 'latest', sourceType: 'module' },
  plugins: ['@typescript-eslint', 'import', 'react-hooks'],
  extends: ['eslint:recommended', 'plugin:@typescript-eslint/recommended', 'plugin:react-hooks/recommended'],
  settings: { 'import/resolver': { typescript: { project: './tsconfig.json' } } },
  ignorePatterns: ['dist', 'dist-server', 'node_modules', 'data', '*.config.ts'],
  rules: {
    '@typescript-eslint/no-unused-vars': [
      'error',
      { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
    ],
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'react-redux',
            importNames: ['useDispatch', 'useSelector'],
            message: 'Use the typed hooks from src/client/app/hooks.',
          },
          {
            name: 'lucide-react',
            message:
              "Import each icon from its own file (import Star from 'lucide-react/icons/star'): through the index, " +
              'every icon counts as imported by both first screens and lands in their shared chunk (vite.config.ts).',
          },
        ],
      },
    ],
    // State is read through named selectors that live beside their slice: `useAppSelector(selectX)` or
    // `useAppSelector((s) => selectX(s, id))`, never an inline read such as `useAppSelector((s) => s.auth.user)`.
    'no-restricted-syntax': [
      'error',
      {
        selector:
          "CallExpression[callee.name='useAppSelector'] > :matches(ArrowFunctionExpression, FunctionExpression):not([body.type='CallExpression'][body.callee.type='Identifier'])",
        message:
          'Read state through a named selector beside its slice (useAppSelector(selectX), or (s) => selectX(s, id)).',
      },
      {
        selector: "ImportExpression[source.value='zod']",
        message:
          "import('zod') hands over zod's whole namespace, so the bundle keeps all of zod: load a module that imports it by name.",
      },
    ],
    // Layer boundaries: the client and the server never import each other; shared code imports neither.
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          { target: './src/client', from: './src/server', message: 'The client cannot import server code.' },
          { target: './src/server', from: './src/client', message: 'The server cannot import client code.' },
          {
            target: './src/shared',
            from: ['./src/client', './src/server', './src/content'],
            message: 'Shared code stands alone.',
          },
          {
            target: './src/content',
            from: ['./src/client', './src/server'],
            message: 'Content code stands alone.',
          },
          {
            target: './src/client',
            from: './src/content',
            except: [],
            message: 'The client reads the curriculum as built JSON, not from the files.',
          },
        ],
      },
    ],
  },
  overrides: [
    { files: ['src/client/app/hooks.ts'], rules: { 'no-restricted-imports': 'off' } },
    // The benchmarks' floor app is a separate app made of the design card's libraries alone.
    { files: ['scripts/floor-app/**'], rules: { 'no-restricted-imports': 'off' } },
    { files: ['tests/**', 'scripts/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
    { files: ['*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  ],
};
