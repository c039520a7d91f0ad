'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';
import { PersonalizationList } from './PersonalizationList';

export interface OrderPersonalizationProps {
  tickets: readonly Ticket[];
  timeZone: string;
  /** Slot labels formatted on the server (ADR 0006). */
  slotLabels: Readonly<Record<string, string>>;
}

/**
 * The personalization list on the order page, fed with the order's tickets: a saved ticket
 * replaces its row at once, and the page's server-rendered ticket cards are refreshed.
 */
export function OrderPersonalization({ tickets, timeZone, slotLabels }: OrderPersonalizationProps) {
  const router = useRouter();
  const [current, setCurrent] = useState(tickets);
  return (
    <PersonalizationList
      tickets={current}
      timeZone={timeZone}
      slotLabels={slotLabels}
      onTicketChange={(ticket) => {
        setCurrent((list) => list.map((candidate) => (candidate._id === ticket._id ? ticket : candidate)));
        router.refresh();
      }}
    />
  );
}
