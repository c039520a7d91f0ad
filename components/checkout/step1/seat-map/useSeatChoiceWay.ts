'use client';

import { useCallback, useMemo, useState } from 'react';
import type { Amounts } from '../picking';
import type { StepOneData } from '../view-model';
import type { SeatChoiceWay } from './SeatMapChooser';

/**
 * How step 1 sells the seats of a seated event: on the map or best available with the pickers
 * (spec 02 §2 view mode bestAvailableSeating); the event says which comes first (ADR 0033). On the map the seated categories'
 * pickers step aside and what was picked in them is dropped, so "Add to cart" never adds seats the
 * buyer can no longer see; categories without seats and products stay as they are.
 */
export interface SeatChoice {
  /** The map is offered: the shop has a seat-map host, the event a seated category, and it is on sale. */
  offered: boolean;
  way: SeatChoiceWay;
  chooseWay: (way: SeatChoiceWay) => void;
  /** Step 1's data for the pickers under the current way. */
  pickerData: StepOneData;
}

export function useSeatChoiceWay(data: StepOneData, seatMapHost: boolean, picked: Amounts, pickTicket: (id: string, amount: number) => void): SeatChoice {
  const [way, setWay] = useState<SeatChoiceWay>(data.seatMapFirst ? 'map' : 'bestAvailable');
  const seatedTickets = useMemo(() => data.sections.filter((section) => section.mode === 'bestAvailableSeating').flatMap((section) => section.tickets.map((ticket) => ticket.id)), [data]);
  const offered = seatMapHost && data.saleState === 'onSale' && seatedTickets.length > 0;
  const onMap = offered && way === 'map';
  const pickerData = useMemo(() => (onMap ? { ...data, sections: data.sections.filter((section) => section.mode !== 'bestAvailableSeating') } : data), [data, onMap]);
  const chooseWay = useCallback(
    (next: SeatChoiceWay) => {
      if (next === 'map') for (const id of seatedTickets) if (picked[id]) pickTicket(id, 0);
      setWay(next);
    },
    [seatedTickets, picked, pickTicket],
  );
  return { offered, way: offered ? way : 'bestAvailable', chooseWay, pickerData };
}
