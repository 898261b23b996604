// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

/**
 * Imports flow one way (see docs/decisions/001-layout-and-boundaries.md):
 * src → machines → contract, server → machines → contract, i18n from anywhere,
 * contract and i18n import nothing of ours, nothing imports from tests.
 */
const boundaries = [
  {
    target: './contract',
    from: ['./src', './machines', './server', './i18n', './tests', './scripts'],
  },
  {
    target: './i18n',
    from: ['./src', './machines', './server', './contract', './tests', './scripts'],
  },
  { target: './machines', from: ['./src', './server', './tests', './scripts'] },
  { target: './src', from: ['./server', './tests', './scripts'] },
  { target: './server', from: ['./src', './tests', './scripts'] },
].map((zone) => ({ ...zone, message: 'This import breaks the one-way layout of the project.' }));

/**
 * Route files map the contract to domain functions; what two routes share lives in
 * a domain module, so a route file never imports another.
 */
const routeFiles = {
  target: './server/*/{routes,*-routes}.ts',
  from: './server/*/{routes,*-routes}.ts',
  message: 'Route files never import other route files: move what they share to a domain module.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-*',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'i18n/i18n-*.ts',
      'i18n/i18n-*.tsx',
      'i18n/formatters.ts',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, routeFiles] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // One clock (docs/decisions/147-one-clock.md): the server, the machines and the contract
    // take the time from the clock the app is given or from a `now` argument, never for
    // themselves; server/clock.ts is where the wall clock is read.
    files: ['server/**/*.ts', 'machines/**/*.ts', 'contract/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/clock.ts', 'server/testing*.ts', 'server/db/testing*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Take the time from the app's clock or a `now` argument (server/clock.ts).",
        },
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: "Take the time from the app's clock or a `now` argument (server/clock.ts).",
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.strict,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // `<Visible role="admin">` names a user role, not an ARIA one: only DOM elements are checked.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
