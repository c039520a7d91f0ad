import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { usesSandbox } from '@/lib/env/server';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import { moneyLabel } from '@/lib/i18n/format';
import { ticketing } from '@/lib/ticketing/server';
import { getPaymentRequest } from '@/lib/ticketing/payments';
import { returnPathOf } from '@/lib/cart/return-path';
import styles from './gateway.module.css';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function generateMetadata(): Promise<Metadata> {
  if (!usesSandbox()) return { robots: { index: false } };
  const intl = getIntl(await requestLocale());
  return { title: intl.formatMessage({ id: 'sandbox.gateway.title' }), robots: { index: false } };
}

/**
 * /sandbox/gateway/authorize?request&secret&returnUrl: the sandbox bank a redirect card
 * (4000 0000 0000 3220) sends the buyer to. Authorize or Decline post to ./decision, which
 * records the answer and returns to returnUrl (a path of this site only) with ?redirectResult=….
 * Plain HTML: works without JavaScript and with the keyboard alone. Exists only on the sandbox.
 */
export default async function SandboxGatewayPage({ searchParams }: Props) {
  if (!usesSandbox()) notFound();
  const query = await searchParams;
  const request = one(query.request);
  const secret = one(query.secret);
  const returnUrl = returnPathOf(one(query.returnUrl));
  const intl = getIntl(await requestLocale());
  const result = request && secret ? await getPaymentRequest(ticketing(), request, secret) : undefined;
  const payable = result?.ok && result.data.status === 'new' ? result.data : undefined;

  return (
    <main id="main" className="page">
      <section className={styles.card} aria-labelledby="gateway-title">
        <h1 id="gateway-title">{intl.formatMessage({ id: 'sandbox.gateway.title' })}</h1>
        <p className={styles.intro}>{intl.formatMessage({ id: 'sandbox.gateway.intro' })}</p>
        {payable ? (
          <form method="post" action="/sandbox/gateway/authorize/decision">
            <p className={styles.question}>
              {payable.origin === 'setup'
                ? intl.formatMessage({ id: 'sandbox.gateway.setupQuestion' })
                : intl.formatMessage({ id: 'sandbox.gateway.question' }, { amount: moneyLabel(intl, payable.amount ?? 0, payable.currency) })}
            </p>
            <input type="hidden" name="request" value={payable._id} />
            <input type="hidden" name="secret" value={secret} />
            <input type="hidden" name="returnUrl" value={returnUrl} />
            <div className={styles.actions}>
              <button type="submit" name="decision" value="approve" className={`${styles.button} ${styles.primary}`}>
                {intl.formatMessage({ id: 'sandbox.gateway.authorize' })}
              </button>
              <button type="submit" name="decision" value="decline" className={styles.button}>
                {intl.formatMessage({ id: 'sandbox.gateway.decline' })}
              </button>
            </div>
          </form>
        ) : (
          <>
            <p role="alert">{intl.formatMessage({ id: 'sandbox.gateway.unavailable' })}</p>
            <a href={returnUrl}>{intl.formatMessage({ id: 'sandbox.gateway.back' })}</a>
          </>
        )}
      </section>
    </main>
  );
}
