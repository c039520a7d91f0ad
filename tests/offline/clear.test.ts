import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearOfflineTickets } from '../../lib/offline/clear.ts';
import { FakeCacheStorage } from './fake-cache-storage.ts';

/** Logout and login empty the offline copies from the page, and tell the worker (ADR 0025). */

afterEach(() => {
  vi.unstubAllGlobals();
});

function browser({ worker = true } = {}) {
  const caches = new FakeCacheStorage();
  const postMessage = vi.fn();
  vi.stubGlobal('caches', caches);
  vi.stubGlobal('navigator', worker ? { serviceWorker: { getRegistration: async () => ({ active: { postMessage } }) } } : {});
  return { caches, postMessage };
}

describe('clearOfflineTickets', () => {
  it('deletes every tickets cache, of any version, and nothing else', async () => {
    const { caches } = browser();
    for (const name of ['tickets-v1-build-1', 'tickets-v1-build-2', 'another-app']) await caches.open(name);
    await clearOfflineTickets();
    expect(await caches.keys()).toEqual(['another-app']);
  });

  it('tells the worker to drop what it is still storing', async () => {
    const { postMessage } = browser();
    await clearOfflineTickets();
    expect(postMessage).toHaveBeenCalledWith({ type: 'clear' });
  });

  it('clears without a worker too', async () => {
    const { caches } = browser({ worker: false });
    await caches.open('tickets-v1-build-1');
    await clearOfflineTickets();
    expect(await caches.keys()).toEqual([]);
  });

  it('does nothing where the browser has no Cache Storage', async () => {
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('caches', undefined);
    await expect(clearOfflineTickets()).resolves.toBeUndefined();
  });

  it('never fails the logout it belongs to', async () => {
    const { caches } = browser();
    vi.spyOn(caches, 'keys').mockRejectedValue(new Error('storage unavailable'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(clearOfflineTickets()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});
