import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { usesSandbox } from '@/lib/env/server';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import { ticketing } from '@/lib/ticketing/server';
import { listSandboxOutbox } from '@/lib/ticketing/outbox';
import { TicketingFailure } from '@/lib/ticketing/errors';
import styles from './sandbox.module.css';

const PAGE_SIZE = 25;

const querySchema = z.object({
  recipient: z.string().trim().max(320).optional().catch(undefined),
  skip: z.coerce.number().int().min(0).max(100_000).optional().catch(undefined),
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  if (!usesSandbox()) return { robots: { index: false } };
  const intl = getIntl(await requestLocale());
  return { title: intl.formatMessage({ id: 'sandbox.mail.title' }), robots: { index: false } };
}

/**
 * /sandbox/mail: the mails the embedded sandbox "sent" (verification, password reset, transfers),
 * newest first, optionally one recipient's (?recipient=). Exists only on the sandbox.
 */
export default async function SandboxMailPage({ searchParams }: Props) {
  if (!usesSandbox()) notFound();
  const raw = await searchParams;
  const query = querySchema.parse({ recipient: typeof raw.recipient === 'string' ? raw.recipient : undefined, skip: typeof raw.skip === 'string' ? raw.skip : undefined });
  const recipient = query.recipient || undefined;
  const skip = query.skip ?? 0;
  const intl = getIntl(await requestLocale());
  const result = await listSandboxOutbox(ticketing(), { recipient, skip, top: PAGE_SIZE });
  if (!result.ok) throw new TicketingFailure(result.error);
  const { docs, total } = result.data;
  const pageHref = (to: number) => `/sandbox/mail?${new URLSearchParams({ ...(recipient ? { recipient } : {}), ...(to > 0 ? { skip: String(to) } : {}) })}`;

  return (
    <main id="main" className="page">
      <h1 className={styles.title}>{intl.formatMessage({ id: 'sandbox.mail.title' })}</h1>
      <p className={styles.intro}>{intl.formatMessage({ id: 'sandbox.mail.intro' })}</p>
      <form className={styles.filter} method="get" action="/sandbox/mail" role="search">
        <label>
          {intl.formatMessage({ id: 'sandbox.mail.recipient' })}
          <input type="email" name="recipient" defaultValue={recipient ?? ''} autoComplete="off" />
        </label>
        <button type="submit" className={styles.button}>
          {intl.formatMessage({ id: 'sandbox.mail.filter' })}
        </button>
        {recipient ? <Link href="/sandbox/mail">{intl.formatMessage({ id: 'sandbox.mail.all' })}</Link> : null}
      </form>
      {docs.length === 0 ? (
        <p>{intl.formatMessage({ id: 'sandbox.mail.empty' })}</p>
      ) : (
        <ul className={styles.mails} aria-label={intl.formatMessage({ id: 'sandbox.mail.title' })}>
          {docs.map((mail) => (
            <li key={mail._id} className={styles.mail}>
              <h2>{mail.subject}</h2>
              <p className={styles.meta}>
                {intl.formatMessage(
                  { id: 'sandbox.mail.meta' },
                  { recipient: mail.recipient, date: intl.formatDate(new Date(mail.createdAt), { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }) + ' UTC' },
                )}
              </p>
              {mail.link ? (
                <a className={styles.link} href={mail.link}>
                  {mail.link}
                </a>
              ) : null}
              <details>
                <summary>{intl.formatMessage({ id: 'sandbox.mail.body' })}</summary>
                <pre className={styles.body}>{mail.body}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
      {total > PAGE_SIZE ? (
        <nav className={styles.paging} aria-label={intl.formatMessage({ id: 'sandbox.mail.paging' })}>
          {skip > 0 ? <Link href={pageHref(Math.max(0, skip - PAGE_SIZE))}>{intl.formatMessage({ id: 'sandbox.mail.newer' })}</Link> : null}
          {skip + PAGE_SIZE < total ? <Link href={pageHref(skip + PAGE_SIZE)}>{intl.formatMessage({ id: 'sandbox.mail.older' })}</Link> : null}
        </nav>
      ) : null}
    </main>
  );
}
