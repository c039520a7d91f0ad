import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'bench/.out/**', 'next-env.d.ts'],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The browser must never reach the ticketing API or the sandbox directly.
    // components/**/server/ holds server-only modules (each imports 'server-only', which fails any client bundle).
    files: ['components/**/*.{ts,tsx}'],
    ignores: ['components/**/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/lib/ticketing/client*', '@/lib/ticketing/server*', '@/lib/sandbox/*', '@/lib/env/server*', '@/lib/session/*', '!@/lib/session/login'], message: 'Server-only module: fetch in a server component or a route handler and pass plain data down.' },
          ],
        },
      ],
    },
  },
  {
    // Scripts, benches and e2e print to the terminal by design.
    files: ['scripts/**', 'bench/**', 'e2e/**', 'lib/sandbox/**', 'server/**'],
    rules: { 'no-console': 'off' },
  },
];

export default config;
