import type { CatalogChange } from '../cache/catalog-change.ts';
import { CATALOG_WEBHOOK_SIGNATURE_HEADER, signCatalogWebhook } from '../cache/webhook-signature.ts';

/**
 * The sandbox's side of catalogue change notifications (issue 9): what a ticketing platform's
 * webhook does. Changes made within `delayMs` of each other (a checkout selling tickets of three
 * events, an edit and its listing) are coalesced, duplicates dropped, into one signed POST of at
 * most 100 changes. The POST happens after the sandbox call that caused it; a failure is logged
 * once and never reaches that call, since a shop whose cache could not be told stays correct
 * within its cache lifetimes (lib/ticketing/cache-policy.ts).
 */

export interface CatalogNotifierOptions {
  url: string;
  secret: string;
  fetch?: typeof globalThis.fetch;
  delayMs?: number;
  /** Clock for the signature's timestamp, in milliseconds (tests pin it). */
  now?: () => number;
}

export interface CatalogNotifier {
  notify(change: CatalogChange): void;
  /** Sends what is pending now and waits until every POST so far has finished. */
  flush(): Promise<void>;
}

const TIMEOUT_MS = 3_000;
/** What the storefront's route accepts in one notification. */
const BATCH = 100;

export function createCatalogNotifier(options: CatalogNotifierOptions): CatalogNotifier {
  const delayMs = options.delayMs ?? 200;
  const now = options.now ?? Date.now;
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const pending = new Map<string, CatalogChange>();
  const inFlight = new Set<Promise<void>>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function post(changes: CatalogChange[]): Promise<void> {
    const body = JSON.stringify({ changes });
    try {
      const response = await send(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CATALOG_WEBHOOK_SIGNATURE_HEADER]: signCatalogWebhook(options.secret, body, Math.floor(now() / 1000)) },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`${options.url} answered ${response.status}`);
    } catch (error) {
      console.error(`[sandbox] catalog webhook failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  function sendPending(): void {
    timer = undefined;
    const changes = [...pending.values()];
    pending.clear();
    for (let start = 0; start < changes.length; start += BATCH) {
      const sending = post(changes.slice(start, start + BATCH));
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
    }
  }

  return {
    notify(change) {
      pending.set(JSON.stringify([change.kind, change.sellerId, 'eventId' in change ? change.eventId : (change.slug ?? '')]), change);
      if (timer) return;
      timer = setTimeout(sendPending, delayMs);
      // A pending notification must not keep a script or test process alive.
      timer.unref?.();
    },
    async flush() {
      if (timer) {
        clearTimeout(timer);
        sendPending();
      }
      await Promise.all([...inFlight]);
    },
  };
}
