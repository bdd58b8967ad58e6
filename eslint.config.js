import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The server's business contexts (apps/server/src/modules/*). */
const CONTEXTS = ['identity', 'catalogue', 'commerce', 'engagement', 'memberships'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'apps/server/drizzle/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/server/test/**', 'apps/cms/test/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // One data layer: only repositories, tables and platform/db speak SQL (type-only imports aside).
  // Test builders write fixtures straight into tables, and so do the demo seeds listed (commerce and
  // reviews only read the tiers and courses they use, and write through repositories); the other seeds
  // go through repositories.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      '**/*.table.ts',
      'apps/server/src/platform/db/**',
      'apps/server/src/demo/commerce.seed.ts',
      'apps/server/src/demo/reviews.seed.ts',
      '**/*.test.ts',
      '**/*.testing.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], allowTypeImports: true, message: 'Only repositories, tables and platform/db use drizzle.' },
            { group: ['**/*.table.js', '**/*.table'], allowTypeImports: true, message: 'Read and write tables through a repository.' },
          ],
        },
      ],
    },
  },
  // Contexts reach each other only through their index.ts, repositories included: a query reads
  // another context's rows through the SQL pieces it exports (identity's `userSql`, catalogue's
  // `calendarSql`, `eventSql`, `categorySql`). Tables may reference another context's (foreign keys).
  // A part's own index.ts (catalogue/categories/index.js) may be imported too: identity reads
  // categories from there, since catalogue/index.ts leads back to identity. The patterns name
  // files, not folders: a folder excluded could not have its index.ts let back in.
  ...CONTEXTS.map((context) => ({
    files: [`apps/server/src/modules/${context}/**/*.ts`],
    ignores: ['**/*.table.ts', '**/*.test.ts', '**/*.testing.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: CONTEXTS.filter((other) => other !== context).flatMap((other) => [
                `**/${other}/*.js`,
                `!**/${other}/index.js`,
                `**/${other}/*/*`,
                `!**/${other}/*/index.js`,
              ]),
              message: 'Use what the other context exports from its index.ts.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/server/src/app.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['./modules/*/**', '!./modules/*/index.js'], message: 'app.ts wires contexts through their index.ts.' }] },
      ],
    },
  },
  // The web calls the API only through calls declared in the contract (callApi / callUrl); the paths
  // are copied from the contract into lib/endpoints.generated.ts by a script.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**', 'apps/web/src/lib/endpoints.generated.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: 'Declare the call in packages/contract and use callApi/callUrl.' },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: 'Declare the call in packages/contract and use callApi/callUrl.' },
      ],
    },
  },
  // Files stay small enough to read in one sitting (tests aside).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.generated.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', fetch: 'readonly' } },
  },
);
