'use client';

import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';
import { useShop } from '@/components/shop/ShopContext';
import { PersonalizationList, isPersonalizable } from '../personalization/PersonalizationList';
import { cartTicketsQuery } from '../personalization/queries';
import styles from './step2.module.css';

export interface StepTwoPersonalizationProps {
  /** The event's time zone (slot times, age rules). */
  timeZone: string;
  /** Paying was attempted: tickets still to personalize show as failed. */
  checked: boolean;
  /** The pay flow scrolls to the section and focuses it when a ticket still needs details. */
  ref?: Ref<HTMLElement> | undefined;
}

/** Step 2's personalization section (spec 02 §2): the cart's tickets that personalization concerns, or nothing when none does. */
export function StepTwoPersonalization({ timeZone, checked, ref }: StepTwoPersonalizationProps) {
  const intl = useIntl();
  const shop = useShop();
  const queryClient = useQueryClient();
  const ticketsQuery = useQuery(cartTicketsQuery(shop.slug));
  const personalizable = (ticketsQuery.data ?? []).filter(isPersonalizable);

  // A ticket refetched after its modal closed replaces its row without reading the whole list again.
  const onTicketChange = (ticket: Ticket) =>
    queryClient.setQueryData<Ticket[]>(cartTicketsQuery(shop.slug).queryKey, (tickets) => tickets?.map((candidate) => (candidate._id === ticket._id ? ticket : candidate)));

  if (personalizable.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="step2-personalization-title" ref={ref} tabIndex={-1}>
      <h2 id="step2-personalization-title" className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'checkout.step2.personalization.title' })}
      </h2>
      <p className={styles.sectionLead}>{intl.formatMessage({ id: 'checkout.step2.personalization.lead' })}</p>
      <PersonalizationList tickets={personalizable} timeZone={timeZone} checked={checked} onTicketChange={onTicketChange} errorId="step2-personalization-error" />
    </section>
  );
}
