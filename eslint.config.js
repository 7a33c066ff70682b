import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'coverage',
      'test-results',
      'node_modules',
      'tests/mocks/openapi-types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // The client may only import the router's type from the server.
      'no-restricted-imports': 'off',
    },
  },
  {
    // Which way the source folders may import: the server renders the
    // client's components only in its server-rendering entry (src/server/ssr),
    // and code both sides run lives in src/shared, which imports neither.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ['./src/server/*.{ts,tsx}', './src/server/!(ssr)/**/*.{ts,tsx}'],
              from: './src/client',
              message:
                'Only src/server/ssr renders client code; move shared helpers to src/shared.',
            },
            {
              target: './src/shared',
              from: ['./src/server', './src/client'],
              message: 'src/shared is used by both sides and imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/server/**', '../server/**', '../../server/**', '../../../server/**'],
              message: 'The client imports only `type { AppRouter }` from the server.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Pages reach the server only through React Query hooks (tRPC's, the
    // generic list hook, the site's query and mutation options), so every
    // call has a cache entry, a loading state and an invalidation. The
    // app roots build the client; the identity module and the site's call
    // table are the two places below them that hold it.
    files: ['src/client/admin/*/**/*.{ts,tsx}', 'src/client/site/**/*.{ts,tsx}'],
    ignores: ['src/client/admin/shell/session.ts', 'src/client/site/site-api.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='client']",
          message:
            'Pages call the server through hooks: trpc.<router>.<call>.useQuery/useMutation or useCrudResource, not the tRPC client.',
        },
        {
          selector:
            'ImportSpecifier[imported.name=/^(createTrpcClient|createTRPCClient|createTRPCProxyClient|sendRestRequest)$/]',
          message: 'Pages do not build clients or send requests; use the React Query hooks.',
        },
      ],
    },
  },
  prettier,
);
