import { readFileSync } from 'node:fs';
import { vi } from 'vitest';
import { FakeCacheStorage, ORIGIN } from './fake-cache-storage.ts';

/**
 * public/sw.js run as a browser would run it, against fakes of what a service worker's global
 * scope offers: its event listeners, a Map-backed Cache Storage and a stubbed network.
 */

export { FakeCacheStorage, ORIGIN };

const SOURCE = readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8');

/** What the worker reads of a request; a navigation cannot be built with Node's Request. */
export interface FakeRequest {
  url: string;
  method: string;
  mode: 'navigate' | 'cors' | 'no-cors' | 'same-origin';
  referrer: string;
  destination?: string;
}

export const navigation = (path: string): FakeRequest => ({ url: new URL(path, ORIGIN).href, method: 'GET', mode: 'navigate', referrer: '' });
export const subresource = (path: string, from: string, mode: FakeRequest['mode'] = 'no-cors'): FakeRequest => ({ url: new URL(path, ORIGIN).href, method: 'GET', mode, referrer: from ? new URL(from, ORIGIN).href : '' });
export const post = (path: string): FakeRequest => ({ url: new URL(path, ORIGIN).href, method: 'POST', mode: 'cors', referrer: '' });

type Listener = (event: unknown) => void;
export type Network = (request: FakeRequest | string) => Promise<Response>;

/** Runs a worker's event and waits for everything it extended its life with (waitUntil may come late). */
async function settle(waits: Promise<unknown>[]): Promise<void> {
  let seen = -1;
  while (seen !== waits.length) {
    seen = waits.length;
    await Promise.allSettled(waits);
  }
}

export function startWorker({ version = 'build-1', network }: { version?: string; network: Network }) {
  const listeners = new Map<string, Listener>();
  const caches = new FakeCacheStorage();
  const fetch = vi.fn(network);
  const claim = vi.fn(async () => {});
  const self = {
    location: new URL(`${ORIGIN}/sw.js?v=${version}`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => {}),
    clients: { claim },
  };
  new Function('self', 'caches', 'fetch', SOURCE)(self, caches, fetch);

  const dispatch = (type: string, event: object) => {
    const listener = listeners.get(type);
    if (!listener) throw new Error(`the worker does not listen to ${type}`);
    listener(event);
  };

  return {
    caches,
    fetch,
    claim,
    cacheName: `tickets-v1-${version}`,
    /** A fetch event: `answer` is undefined when the worker left the request to the browser. */
    async request(request: FakeRequest): Promise<{ answer: Promise<Response> | undefined }> {
      const waits: Promise<unknown>[] = [];
      let answer: Promise<Response> | undefined;
      dispatch('fetch', {
        request,
        respondWith: (response: Promise<Response>) => {
          answer = Promise.resolve(response);
          waits.push(answer);
        },
        waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      });
      await settle(waits);
      return { answer };
    },
    async lifecycle(type: 'install' | 'activate'): Promise<void> {
      const waits: Promise<unknown>[] = [];
      dispatch(type, { waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
      await settle(waits);
    },
    /** A message from a page; answers what the worker posted back on the channel. */
    async message(data: unknown): Promise<unknown[]> {
      const waits: Promise<unknown>[] = [];
      const replies: unknown[] = [];
      dispatch('message', { data, ports: [{ postMessage: (reply: unknown) => replies.push(reply) }], waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
      await settle(waits);
      return replies;
    },
    /** Starts a message without waiting for the work it leaves running. */
    post(data: unknown): Promise<void> {
      const waits: Promise<unknown>[] = [];
      dispatch('message', { data, ports: [], waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
      return settle(waits);
    },
  };
}
