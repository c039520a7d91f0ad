import { Suspense } from 'react';
import { headers } from 'next/headers';
import { FormattedMessage } from 'react-intl';
import type { AccountPageProps } from './types';
import { accountAccess } from '@/lib/account/access';
import { loadTicketsScreen } from '@/lib/account/tickets-screen';
import { ignoreListFailure, screenIntl } from '../server/screen';
import { SkeletonRows } from '../ui/SkeletonRows';
import { EmptyState } from '../ui/EmptyState';
import { TicketEventCard } from '../tickets/TicketEventCard';
import type { EventTicketsSource } from '../tickets/EventTicketsViewer';
import { PackageCard } from '../tickets/PackageCard';
import styles from '../ui/account.module.css';
import ticketStyles from '../tickets/TicketsScreen.module.css';
import { TicketActionsProvider } from '@/components/ticket-actions/TicketActionsContext';
import { configuredEmbeddingParents } from '@/lib/embedding/server';
import { shopSlug } from '../server/screen';

/** The "tickets" account screen (spec 01 §2 Tickets): packages, then upcoming and past events. */
export async function TicketsPage(props: AccountPageProps) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>
        <FormattedMessage id="account.tickets.title" />
      </h1>
      <TicketActionsProvider place={{ kind: 'account', shop: { seller: shopSlug(props.seller) } }} parents={configuredEmbeddingParents()}>
        <Suspense fallback={<SkeletonRows />}>
          <TicketsContent {...props} />
        </Suspense>
      </TicketActionsProvider>
    </div>
  );
}

async function TicketsContent({ seller, locale }: AccountPageProps) {
  const access = await accountAccess(seller._id);
  const userAgent = (await headers()).get('user-agent') ?? '';
  const now = new Date();
  const result = access ? await loadTicketsScreen({ access, seller, locale, intl: screenIntl(locale), userAgent, now }) : undefined;
  if (result && !result.ok) ignoreListFailure('tickets', result.error);
  const data = result?.ok ? result.data : { packages: [], upcoming: [], past: [] };
  // Each viewer reads its event's tickets when it opens (lib/operations/account-tickets.ts).
  const source: EventTicketsSource = { seller: shopSlug(seller), locale, version: now.toISOString() };

  if (data.packages.length + data.upcoming.length + data.past.length === 0) {
    return (
      <EmptyState>
        <FormattedMessage id="account.tickets.empty" />
      </EmptyState>
    );
  }

  return (
    <>
      {data.packages.length > 0 ? (
        <section className={styles.section} aria-labelledby="tickets-packages">
          <h2 id="tickets-packages" className={styles.sectionTitle}>
            <FormattedMessage id="account.tickets.packages" />
          </h2>
          <ul className={ticketStyles.grid}>
            {data.packages.map((pkg) => (
              <li key={pkg.packageId}>
                <PackageCard pkg={pkg} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="tickets-upcoming">
        <h2 id="tickets-upcoming" className={styles.sectionTitle}>
          <FormattedMessage id="account.tickets.upcoming" />
        </h2>
        {data.upcoming.length > 0 ? (
          <ul className={ticketStyles.grid}>
            {data.upcoming.map((event) => (
              <li key={event.eventId}>
                <TicketEventCard event={event} source={source} keepOffline />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState>
            <FormattedMessage id="account.tickets.noUpcoming" />
          </EmptyState>
        )}
      </section>
      {data.past.length > 0 ? (
        <section className={styles.section} aria-labelledby="tickets-past">
          <h2 id="tickets-past" className={styles.sectionTitle}>
            <FormattedMessage id="account.tickets.past" />
          </h2>
          <ul className={ticketStyles.grid}>
            {data.past.map((event) => (
              <li key={event.eventId}>
                <TicketEventCard event={event} source={source} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
