import type { SeatMapGlobal } from '@/lib/seat-map/widget-api';

/**
 * Loads the seat-map widget script, `{host}/js/init.js` (spec 02 §2), once per page: a second map
 * (step 1 after the upgrade modal, a remount) waits for the same script. The element is inserted
 * by our own nonced code, which the CSP's 'strict-dynamic' lets run. A failed load is forgotten,
 * so trying again inserts a fresh element.
 */

/** Longer than a slow mobile connection takes for the script; past it, best available takes over. */
export const WIDGET_SCRIPT_TIMEOUT_MS = 10_000;

export interface WidgetSource {
  /** The service's base URL, absolute or root-relative. */
  host: string;
  /** Subresource Integrity of the script, where the host is ours. */
  integrity?: string | undefined;
}

export class WidgetScriptError extends Error {
  readonly reason: 'error' | 'timeout' | 'missing';
  constructor(reason: 'error' | 'timeout' | 'missing') {
    super(`The seat-map widget script could not be loaded (${reason})`);
    this.name = 'WidgetScriptError';
    this.reason = reason;
  }
}

const loads = new Map<string, Promise<void>>();

export function widgetScriptUrl(host: string): string {
  return `${host.replace(/\/+$/, '')}/js/init.js`;
}

/** The widget global once the script has run; rejects with a WidgetScriptError. */
export async function loadWidgetScript(source: WidgetSource, timeoutMs = WIDGET_SCRIPT_TIMEOUT_MS): Promise<SeatMapGlobal> {
  const src = new URL(widgetScriptUrl(source.host), window.location.href).href;
  let load = loads.get(src);
  if (!load) {
    load = insertScript(src, source.integrity, timeoutMs);
    loads.set(src, load);
    load.catch(() => loads.delete(src));
  }
  await load;
  // Read after every wait, not kept from the first: the script installs the global as it runs.
  const global = window.SeatMap;
  if (!global || typeof global.mount !== 'function') {
    loads.delete(src);
    throw new WidgetScriptError('missing');
  }
  return global;
}

function insertScript(src: string, integrity: string | undefined, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (integrity) script.setAttribute('integrity', integrity);
    // Another origin's script is fetched in CORS mode so that its integrity can be checked and its
    // errors reported; our own origin needs nothing.
    if (new URL(src).origin !== window.location.origin) script.setAttribute('crossorigin', 'anonymous');
    const fail = (reason: 'error' | 'timeout') => {
      window.clearTimeout(timer);
      script.remove();
      reject(new WidgetScriptError(reason));
    };
    const timer = window.setTimeout(() => fail('timeout'), timeoutMs);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail('error'));
    document.head.append(script);
  });
}

/** Forgets loaded scripts, so that the next map inserts the script again (tests start from a fresh page). */
export function forgetWidgetScripts(): void {
  loads.clear();
}
