'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, call } from '@/lib/operations/call';
import { openSeatMap, type SeatMapAccess } from '@/lib/operations/seat-map';
import type { SeatMapHeaders } from '@/lib/seat-map/contract';
import type { SeatMapController, SeatMapRefusal, SeatMapSelection } from '@/lib/seat-map/widget-api';
import { loadWidgetScript } from './load-widget-script';
import { seatMapLabels } from './seat-map-labels';

/**
 * The one way a page shows the seat map (spec 02 §2; docs/adr/0031-seat-map-service.md): ask the
 * storefront for the security header set (`openSeatMap`), load `{host}/js/init.js` once, and mount
 * the widget into the container. Step 1 mounts it to choose seats, the upgrade's confirm step to
 * show the hall only. Whatever fails, the page learns it as `failure` and carries on without.
 */

export type SeatMapState = 'loading' | 'ready' | 'failed';
/** Why there is no map: the shop has none, or it could not be loaded now (worth another try). */
export type SeatMapFailure = 'seatMapUnavailable' | 'couldNotLoad';

export interface SeatMapWidgetOptions {
  /** The shop's slug: its seat-map session. */
  seller: string;
  eventId: string;
  selectable: boolean;
  minimap: boolean;
  /** Where the mounted widget's controller is kept (the caller's, so its own hooks can reach it). */
  controllerRef: RefObject<SeatMapController | null>;
  onSelectionChange?: ((selection: SeatMapSelection) => void) | undefined;
  onRefusal?: ((refusal: SeatMapRefusal) => void) | undefined;
  /** Nothing is loaded until the map is wanted (default true); once loaded it stays. */
  active?: boolean | undefined;
}

export interface SeatMapWidget {
  /** Where the widget draws; keep it in the DOM while the map is wanted, hidden or not. */
  containerRef: RefObject<HTMLDivElement | null>;
  state: SeatMapState;
  failure: SeatMapFailure | null;
  /** Starts over after a failure. */
  retry: () => void;
}

/** Codes of `onLoadError` that mean the event has no map at all, rather than a failed load. */
const NO_MAP_CODES = new Set(['noSeatMap', 'eventNotFound']);

export function useSeatMapWidget({ seller, eventId, selectable, minimap, controllerRef, onSelectionChange, onRefusal, active = true }: SeatMapWidgetOptions): SeatMapWidget {
  const intl = useIntl();
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<SeatMapState>('loading');
  const [failure, setFailure] = useState<SeatMapFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The latest callbacks and texts, read when the widget calls: a new render never remounts the map.
  const latest = useRef({ onSelectionChange, onRefusal, intl });
  useEffect(() => {
    latest.current = { onSelectionChange, onRefusal, intl };
  });

  useEffect(() => {
    if (!active) return;
    let live = true;
    let mounted: SeatMapController | null = null;
    const fail = (why: SeatMapFailure) => {
      if (!live) return;
      mounted?.destroy();
      mounted = null;
      controllerRef.current = null;
      setFailure(why);
      setState('failed');
    };
    const params = { seller };
    // The first set is the one just asked for; the widget asks again only when it has expired.
    let first: SeatMapAccess | undefined;
    const headers = async (): Promise<SeatMapHeaders> => {
      const fresh = first;
      first = undefined;
      return (fresh ?? (await call(openSeatMap, { params, input: {} }))).headers;
    };

    void (async () => {
      try {
        first = await call(openSeatMap, { params, input: {} });
      } catch (error) {
        fail(error instanceof ApiError && error.code === 'seatMapUnavailable' ? 'seatMapUnavailable' : 'couldNotLoad');
        return;
      }
      const access = first;
      try {
        const global = await loadWidgetScript({ host: access.host, integrity: access.integrity });
        const element = containerRef.current;
        if (!live || !element) return;
        mounted = global.mount(element, {
          host: access.host,
          eventId,
          locale: latest.current.intl.locale,
          labels: seatMapLabels(latest.current.intl),
          headers,
          selectable,
          minimap,
          onReady: () => {
            if (live) setState('ready');
          },
          onLoadError: (code) => fail(NO_MAP_CODES.has(code) ? 'seatMapUnavailable' : 'couldNotLoad'),
          onSelectionChange: (selection) => {
            if (live) latest.current.onSelectionChange?.(selection);
          },
          onRefusal: (refusal) => {
            if (live) latest.current.onRefusal?.(refusal);
          },
        });
        controllerRef.current = mounted;
      } catch {
        fail('couldNotLoad');
      }
    })();

    return () => {
      live = false;
      mounted?.destroy();
      controllerRef.current = null;
    };
  }, [seller, eventId, selectable, minimap, attempt, controllerRef, active]);

  const retry = useCallback(() => {
    setFailure(null);
    setState('loading');
    setAttempt((count) => count + 1);
  }, []);

  return { containerRef, state, failure, retry };
}
