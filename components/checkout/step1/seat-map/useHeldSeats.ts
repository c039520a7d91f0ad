'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useCartActions } from '@/components/cart/cart-store';
import { useToast } from '@/components/ui/Toasts';
import { seatLabel } from '@/lib/i18n/account-format';
import type { SeatHoldAnswer } from '@/lib/seat-map/contract';
import type { SeatMapController, SeatMapRefusal, SeatMapSelection } from '@/lib/seat-map/widget-api';
import { seatClaimRefusal, seatMapRefusalMessage, type SeatMapMessage } from './seat-map-messages';

/**
 * The seats held on the map and their way into the cart (ADR 0031): the widget reports the live
 * hold, "Add to cart" sends its token through the cart store (so the pill and the panel show the
 * new lines at once), and the map then lets the hold go, since the cart has it now. A refusal,
 * the widget's or the cart's, is one message next to the map.
 */

export interface HeldSeats {
  hold: SeatHoldAnswer | null;
  /** Seats (and places) in the hold. */
  count: number;
  message: SeatMapMessage | null;
  pending: boolean;
  onSelectionChange: (selection: SeatMapSelection) => void;
  onRefusal: (refusal: SeatMapRefusal) => void;
  add: () => Promise<void>;
}

const choiceKey = (hold: SeatHoldAnswer | null) => (hold ? hold.items.map((item) => `${item.id}:${item.ticketTypeId}:${item.amount}`).join(',') : '');

export function useHeldSeats(eventId: string, controllerRef: RefObject<SeatMapController | null>): HeldSeats {
  const intl = useIntl();
  const cartActions = useCartActions();
  const toast = useToast();
  const [hold, setHold] = useState<SeatHoldAnswer | null>(null);
  const [message, setMessage] = useState<SeatMapMessage | null>(null);
  const [pending, setPending] = useState(false);
  // A second click while the first add runs must not send the token twice.
  const busy = useRef(false);
  useEffect(() => {
    if (!pending) busy.current = false;
  }, [pending]);

  const count = (hold?.items ?? []).reduce((sum, item) => sum + item.amount, 0);

  async function add() {
    if (busy.current || !hold || count === 0) return;
    busy.current = true;
    setPending(true);
    setMessage(null);
    try {
      await cartActions.add({ eventId, seatingReservationToken: hold.seatingReservationToken });
      controllerRef.current?.forgetSelection();
      setHold(null);
      const seats = hold.items.map((item) => seatLabel(intl, item.seatingInfo) ?? item.id);
      toast.success(intl.formatMessage({ id: 'seatMap.added' }, { count, seats: intl.formatList(seats, { type: 'unit' }) }));
    } catch (error) {
      const refusal = seatClaimRefusal(error);
      setMessage({ id: refusal.id, ...(refusal.values ? { values: refusal.values } : {}) });
      const map = controllerRef.current;
      if (refusal.after === 'release') {
        setHold(null);
        await map?.clearSelection().catch(() => undefined);
      } else if (refusal.after === 'forget') {
        setHold(null);
        map?.forgetSelection();
      } else {
        // The seats around may have changed hands: the map shows who has what now.
        await map?.refresh().catch(() => undefined);
      }
    } finally {
      setPending(false);
    }
  }

  return {
    hold,
    count,
    message,
    pending,
    onSelectionChange: (selection) => {
      const next = selection.hold && selection.hold.items.length > 0 ? selection.hold : null;
      // Another choice that went through answers the last refusal; a hold let go after one does not.
      if (next && choiceKey(next) !== choiceKey(hold)) setMessage(null);
      setHold(next);
    },
    onRefusal: (refusal) => setMessage(seatMapRefusalMessage(refusal)),
    add,
  };
}
