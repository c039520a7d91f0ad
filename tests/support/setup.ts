import { afterEach } from 'vitest';

// Testing Library's matchers and cleanup matter only where a DOM exists.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
