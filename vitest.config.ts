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
    // Set once here, for a loaded 2-core machine: route test files import many route modules and
    // open a sandbox in beforeAll, and jsdom component tests render whole forms. A test that hangs
    // still fails, just not on the default 5 s / 10 s meant for a fast idle machine.
    // Files share their worker's modules instead of importing everything again per file: the
    // suite spent about 40 % of its time importing (325 s → about 110 s on this machine). Tests
    // therefore must not rely on a module's state being fresh: route tests open their sandbox
    // with vi.resetModules (tests/support/route-sandbox.ts), and page-life memory is keyed by ids
    // a file picks for itself.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
