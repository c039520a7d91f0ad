import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}` },
      // `server-only` throws outside React's server bundle; unit tests exercise server modules directly.
      { find: /^server-only$/, replacement: `${root}tests/support/empty-module.ts` },
    ],
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/support/setup.ts'],
    environment: 'node',
    // Component tests opt into a DOM per file with `// @vitest-environment jsdom`.
    restoreMocks: true,
    reporters: ['default'],
  },
});
