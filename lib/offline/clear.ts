import { isOfflineCache, type WorkerMessage } from './worker-protocol.ts';

/**
 * Empties the offline copies of the ticket pages, at logout and login: the next customer on this
 * device must never see the last one's tickets. The worker is told first, so a copy it is still
 * storing is dropped; then the page deletes the caches itself, in case no worker runs. Never
 * throws: a failed clear must not stop a logout (the worker clears on the logout answer too).
 */
export async function clearOfflineTickets(): Promise<void> {
  try {
    if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
      const registration = await navigator.serviceWorker.getRegistration();
      const clear: WorkerMessage = { type: 'clear' };
      registration?.active?.postMessage(clear);
    }
    if (typeof caches === 'undefined') return;
    const names = await caches.keys();
    await Promise.all(names.filter(isOfflineCache).map((name) => caches.delete(name)));
  } catch (error) {
    console.warn('Offline tickets could not be cleared', error);
  }
}
