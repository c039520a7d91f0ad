import { vi, type Mock } from 'vitest';
import { act } from '@testing-library/react';
import type { SeatHoldAnswer } from '../../lib/seat-map/contract.ts';
import type { SeatMapController, SeatMapGlobal, SeatMapMountOptions, SeatMapRefusal } from '../../lib/seat-map/widget-api.ts';
import { forgetWidgetScripts } from '../../components/checkout/step1/seat-map/load-widget-script.ts';

/**
 * A stand-in for the seat-map widget script (lib/seat-map/widget-api.ts) in jsdom, which loads no
 * scripts: it watches for the page inserting `{host}/js/init.js`, then, as the test asks, installs
 * a fake `window.SeatMap` and fires `load`, fires `error`, or fires `load` without a global. The
 * fake records every mount; the test plays the widget's part through the mount's callbacks.
 */

export type ScriptOutcome = 'load' | 'error' | 'loadWithoutGlobal' | 'never';

export interface Mounted {
  element: HTMLElement;
  options: SeatMapMountOptions;
  controller: { [K in keyof SeatMapController]: Mock<SeatMapController[K]> };
}

export interface FakeWidget {
  scripts: HTMLScriptElement[];
  mounts: Mounted[];
  /** What the next inserted script does. */
  outcome: ScriptOutcome;
  lastMount(): Mounted;
  ready(): void;
  select(hold: SeatHoldAnswer | null): void;
  refuse(refusal: SeatMapRefusal): void;
  uninstall(): void;
}

export function installFakeWidget(): FakeWidget {
  forgetWidgetScripts();
  delete window.SeatMap;
  const fake: FakeWidget = {
    scripts: [],
    mounts: [],
    outcome: 'load',
    lastMount() {
      const mount = this.mounts.at(-1);
      if (!mount) throw new Error('the widget was never mounted');
      return mount;
    },
    ready() {
      act(() => this.lastMount().options.onReady?.());
    },
    select(hold) {
      act(() => this.lastMount().options.onSelectionChange?.({ hold }));
    },
    refuse(refusal) {
      act(() => this.lastMount().options.onRefusal?.(refusal));
    },
    uninstall() {
      observer.disconnect();
      for (const script of this.scripts) script.remove();
      delete window.SeatMap;
      forgetWidgetScripts();
    },
  };
  const global: SeatMapGlobal = {
    version: 'test',
    mount: (element, options) => {
      const controller = {
        highlightSections: vi.fn(),
        hideSections: vi.fn(),
        hideUnavailable: vi.fn(),
        clearSelection: vi.fn(async () => undefined),
        forgetSelection: vi.fn(),
        refresh: vi.fn(async () => undefined),
        destroy: vi.fn(),
      };
      fake.mounts.push({ element, options, controller });
      return controller;
    },
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLScriptElement) || !node.src.endsWith('/js/init.js')) continue;
        fake.scripts.push(node);
        const outcome = fake.outcome;
        if (outcome === 'never') continue;
        if (outcome === 'load') window.SeatMap = global;
        node.dispatchEvent(new Event(outcome === 'error' ? 'error' : 'load'));
      }
    }
  });
  observer.observe(document.head, { childList: true });
  return fake;
}

/** A hold of seats in a row, as the service answers it. */
export function holdOf(seats: readonly { id: string; rowName: string; seatName: string; seatType?: string }[], token = 'srt_test_hold'): SeatHoldAnswer {
  return {
    seatingReservationToken: token,
    eventId: 'evt_hall',
    expiresAt: '2030-01-01T00:15:00Z',
    items: seats.map((seat) => ({
      id: seat.id,
      kind: 'seat',
      amount: 1,
      ticketTypeId: 'tt_stalls',
      categoryRef: 'cat_stalls',
      price: 39,
      seatingInfo: { sectionName: 'Stalls', groupName: 'Block A', rowName: seat.rowName, seatName: seat.seatName, ...(seat.seatType ? { seatType: seat.seatType } : {}) },
    })),
  };
}
