import 'server-only';
import Link from 'next/link';
import { getTicketTransfer } from '@/lib/ticketing/transfers';
import { getPublicEvent } from '@/lib/ticketing/events';
import { eventDateLabel } from '@/lib/i18n/format';
import { transferLabel } from '@/lib/domain/account-labels';
import { publicClient } from '@/lib/account/access';
import { shopSlug } from '../server/screen';
import { StatusLabel } from '../ui/StatusLabel';
import { TransferResponse } from '../transfers/TransferResponse';
import { documentOr404, pageSeller } from './load';
import accountStyles from '../ui/account.module.css';
import styles from './BySecretPage.module.css';

/**
 * /ticket-transfer/{id}/{secret}: who sends which event's tickets, and, while the transfer is
 * pending, the recipient's Accept form and Reject button. The API leaves the tickets' own secrets
 * out of this view, so the page names how many tickets move, not their seats.
 */
export async function TicketTransferDocument({ id, secret }: { id: string; secret: string }) {
  const transfer = documentOr404(await getTicketTransfer(publicClient(), id, secret));
  const { seller, intl, locale } = await pageSeller(transfer.sellerId);
  const event = transfer.eventId ? await getPublicEvent(publicClient(), transfer.eventId, locale) : undefined;
  const eventData = event?.ok ? event.data : undefined;
  const t = (messageId: string, values?: Record<string, string | number>) => intl.formatMessage({ id: messageId }, values);
  const status = transferLabel(transfer.status);
  const count = transfer.tickets?.length ?? 0;
  const shopHref = seller ? `/${shopSlug(seller)}` : '/';

  return (
    <main id="main" className={styles.page}>
      {seller ? (
        <nav className={styles.crumbs} aria-label={seller.name}>
          <Link className={styles.shop} href={shopHref}>
            {seller.name}
          </Link>
        </nav>
      ) : null}
      <header className={styles.header}>
        <h1 className={styles.title}>{t('transferPage.title')}</h1>
        <div className={styles.headline}>
          <StatusLabel tone={status.tone}>{t(`account.transfers.status.${status.label}`)}</StatusLabel>
        </div>
      </header>

      <section className={styles.card} aria-labelledby="transfer-details">
        <h2 id="transfer-details" className={styles.cardTitle}>
          {t('transferPage.details')}
        </h2>
        <dl className={accountStyles.details}>
          <dt>{t('transferPage.sender')}</dt>
          <dd>{transfer.sender?.email ?? '–'}</dd>
          <dt>{t('transferPage.event')}</dt>
          <dd>
            {eventData?.name ?? '–'}
            {eventData ? <div className={accountStyles.rowMeta}>{eventDateLabel(intl, eventData)}</div> : null}
          </dd>
          <dt>{t('transferPage.tickets')}</dt>
          <dd>{t('account.tickets.count', { count })}</dd>
        </dl>
      </section>

      <section className={styles.card} aria-labelledby="transfer-answer">
        <h2 id="transfer-answer" className={styles.cardTitle}>
          {t('transferPage.answer')}
        </h2>
        {transfer.status === 'created' ? (
          <TransferResponse id={transfer._id} secret={secret} recipientEmail={transfer.recipient?.email ?? ''} shopHref={shopHref} shopName={seller?.name ?? ''} />
        ) : (
          <p className={accountStyles.intro}>{t(transfer.status === 'transferred' ? 'transferPage.alreadyAccepted' : 'transferPage.alreadyRejected')}</p>
        )}
      </section>
    </main>
  );
}
