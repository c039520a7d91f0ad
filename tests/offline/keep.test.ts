import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepTicketsOffline } from '../../lib/offline/keep.ts';
import { FakeCacheStorage } from './fake-cache-storage.ts';

/** A ticket page registers the worker and asks it to keep the page (ADR 0025). */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const OPTIONS = { version: 'build 7', url: 'https://shop.example/riverside-live/account/tickets#upcoming', renderedAt: '2030-05-01T18:30:00.000Z' };

/** An active worker that answers `store` with `fromCache`. */
function browserWithWorker(fromCache: boolean) {
  const received: unknown[] = [];
  const worker = {
    scriptURL: 'https://shop.example/sw.js?v=build-6',
    postMessage: (message: unknown, ports: MessagePort[] = []) => {
      received.push(message);
      ports[0]?.postMessage({ fromCache });
    },
  };
  const registration = { active: worker, installing: null, waiting: null, unregister: vi.fn(async () => true) };
  const serviceWorker = { register: vi.fn(async () => registration), getRegistration: vi.fn(async () => registration) };
  vi.stubGlobal('navigator', { serviceWorker });
  return { serviceWorker, registration, received };
}

describe('keepTicketsOffline in a production build', () => {
  it("registers the build's worker for the whole site and asks it to keep the page", async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { serviceWorker, received } = browserWithWorker(false);
    expect(await keepTicketsOffline(OPTIONS)).toEqual({ fromCache: false });
    expect(serviceWorker.register).toHaveBeenCalledWith('/sw.js?v=build%207', { scope: '/' });
    expect(received).toEqual([{ type: 'store', url: 'https://shop.example/riverside-live/account/tickets', renderedAt: OPTIONS.renderedAt }]);
  });

  it('passes on that the page came from the cache', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    browserWithWorker(true);
    expect(await keepTicketsOffline(OPTIONS)).toEqual({ fromCache: true });
  });

  it('answers nothing when registering fails (the page works on without)', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { serviceWorker } = browserWithWorker(false);
    serviceWorker.register.mockRejectedValue(new DOMException('blocked', 'SecurityError'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await keepTicketsOffline(OPTIONS)).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});

describe('keepTicketsOffline elsewhere', () => {
  it('does nothing in a browser without service workers', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubGlobal('navigator', {});
    expect(await keepTicketsOffline(OPTIONS)).toBeUndefined();
  });

  it('registers nothing in development and removes a worker left by a production run', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const caches = new FakeCacheStorage();
    await caches.open('tickets-v1-build-6');
    vi.stubGlobal('caches', caches);
    const { serviceWorker, registration } = browserWithWorker(false);
    expect(await keepTicketsOffline(OPTIONS)).toBeUndefined();
    expect(serviceWorker.register).not.toHaveBeenCalled();
    expect(registration.unregister).toHaveBeenCalled();
    expect(await caches.keys()).toEqual([]);
  });
});
