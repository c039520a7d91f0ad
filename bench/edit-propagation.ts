import { cacheState, SHOP_PATH } from './ssr-throughput.ts';
import type { CacheState } from './ssr-throughput.ts';

/**
 * (f) An organiser's edit seen on both instances of the production shape (ADR 0039): both
 * instances hold the shop page in the cache, the event is renamed through instance A's sandbox
 * control (whose sandbox posts the signed webhook to A; Redis carries the revalidation to B), and
 * each instance's shop page is polled until its HTML carries the new name.
 */
export const EDITED_EVENT = 'evt_riverside_jazz';
export const POLL_EVERY_MS = 100;
export const GIVE_UP_AFTER_MS = 15_000;

export interface Sighting {
  instanceUrl: string;
  /** `x-nextjs-cache` of the shop page just before the edit (HIT or STALE: it was cached). */
  cachedBefore: CacheState;
  /** The page linked the event before the edit, so not seeing the name would mean something. */
  listedBefore: boolean;
  /** From sending the edit to the first response with the new name; null when not seen in time. */
  seenAfterMs: number | null;
  /** `x-nextjs-cache` of that first response. */
  seenCache: CacheState | null;
  polls: number;
}

export interface EditPropagation {
  eventId: string;
  newName: string;
  /** HTTP status of the edit; anything but 200 means nothing was edited. */
  editStatus: number;
  editMs: number;
  sightings: Sighting[];
}

export async function measureEditPropagation(instanceUrls: readonly string[], now = Date.now()): Promise<EditPropagation> {
  const before = await Promise.all(
    instanceUrls.map(async (instanceUrl) => {
      const cachedBefore = await cacheState(instanceUrl + SHOP_PATH);
      const html = await (await fetch(instanceUrl + SHOP_PATH, { signal: AbortSignal.timeout(30_000) })).text();
      return { instanceUrl, cachedBefore, listedBefore: html.includes(`/checkout/${EDITED_EVENT}`) };
    }),
  );
  // Unique, and nothing in it that HTML or JSON would escape.
  const newName = `Midnight Jazz, edited by the bench at ${now}`;
  const [editor] = instanceUrls;
  if (!editor) throw new Error('no instance to edit through');

  const started = performance.now();
  const edit = await fetch(`${editor}/sandbox/api/sandbox/events/${EDITED_EVENT}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: newName }),
    signal: AbortSignal.timeout(10_000),
  });
  await edit.arrayBuffer();
  const editMs = performance.now() - started;
  if (!edit.ok) return { eventId: EDITED_EVENT, newName, editStatus: edit.status, editMs, sightings: before.map((entry) => ({ ...entry, seenAfterMs: null, seenCache: null, polls: 0 })) };

  const sightings = await Promise.all(before.map(async (entry) => ({ ...entry, ...(await pollFor(entry.instanceUrl + SHOP_PATH, newName, started)) })));
  return { eventId: EDITED_EVENT, newName, editStatus: edit.status, editMs, sightings };
}

/** GETs the page every POLL_EVERY_MS (or as soon as the previous answer came, when slower) until it contains `text`. */
async function pollFor(url: string, text: string, started: number): Promise<Pick<Sighting, 'seenAfterMs' | 'seenCache' | 'polls'>> {
  let polls = 0;
  while (performance.now() - started < GIVE_UP_AFTER_MS) {
    const pollStarted = performance.now();
    polls += 1;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(GIVE_UP_AFTER_MS) });
      const html = await response.text();
      if (response.ok && html.includes(text)) return { seenAfterMs: performance.now() - started, seenCache: response.headers.get('x-nextjs-cache') ?? 'none', polls };
    } catch {
      // A failed poll is one more poll; the deadline decides.
    }
    const wait = POLL_EVERY_MS - (performance.now() - pollStarted);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return { seenAfterMs: null, seenCache: null, polls };
}
