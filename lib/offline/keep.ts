import { clearOfflineTickets } from './clear.ts';
import { workerUrl, type StoreAnswer, type WorkerMessage } from './worker-protocol.ts';

export interface KeepOptions {
  /** The build the page belongs to (lib/offline/version.ts). */
  version: string;
  /** The page's address. */
  url: string;
  /** When the server rendered the page (ISO 8601), as its status line carries it. */
  renderedAt: string;
}

const ACTIVATION_WAIT_MS = 10_000;
const ANSWER_WAIT_MS = 5_000;

/**
 * Registers the offline tickets worker (scope '/') and asks it to keep this ticket page. Answers
 * whether the page on screen came from the worker's cache, or undefined where there is no worker:
 * outside production builds, in browsers without service workers, or when registering failed.
 */
export async function keepTicketsOffline({ version, url, renderedAt }: KeepOptions): Promise<StoreAnswer | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  try {
    if (process.env.NODE_ENV !== 'production') {
      await removeWorker();
      return undefined;
    }
    const registration = await navigator.serviceWorker.register(workerUrl(version), { scope: '/' });
    const worker = await activeWorker(registration);
    if (!worker) return undefined;
    const message: WorkerMessage = { type: 'store', url: url.split('#')[0] ?? url, renderedAt };
    return await ask(worker, message);
  } catch (error) {
    console.warn('Offline tickets unavailable', error);
    return undefined;
  }
}

/**
 * `next dev` serves chunks under stable names: a worker left over from a production run on the
 * same origin would answer them from its cache, so development removes it.
 */
async function removeWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration?.active?.scriptURL.includes('/sw.js')) return;
  await registration.unregister();
  await clearOfflineTickets();
}

/** The newest worker once it is active: a new build's worker replaces the old one right away (skipWaiting). */
function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  const coming = registration.installing ?? registration.waiting;
  if (!coming) return Promise.resolve(registration.active);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      coming.removeEventListener('statechange', onChange);
      resolve(registration.active);
    };
    const onChange = () => {
      if (coming.state === 'activated' || coming.state === 'redundant') done();
    };
    const timer = setTimeout(done, ACTIVATION_WAIT_MS);
    coming.addEventListener('statechange', onChange);
  });
}

function ask(worker: ServiceWorker, message: WorkerMessage): Promise<StoreAnswer | undefined> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve(undefined);
    }, ANSWER_WAIT_MS);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      channel.port1.close();
      const data = event.data;
      resolve(typeof data === 'object' && data !== null && 'fromCache' in data ? { fromCache: data.fromCache === true } : undefined);
    };
    worker.postMessage(message, [channel.port2]);
  });
}
