import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { shopSeller } from '@/lib/shop/queries';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import { TicketingFailure } from '@/lib/ticketing/errors';
import { ForgotPasswordForm } from '@/components/account/security/ForgotPasswordForm';
import { NewPasswordForm } from '@/components/account/security/NewPasswordForm';
import styles from '@/components/account/shell/forms.module.css';

type Props = { params: Promise<{ seller: string }>; searchParams: Promise<{ token?: string | string[] }> };

async function load(slug: string) {
  const result = await shopSeller(slug);
  if (!result.ok) throw new TicketingFailure(result.error);
  // Only shops with customer logins have passwords to reset.
  if (!result.data || !result.data.authentication?.active) notFound();
  return { seller: result.data, intl: getIntl(await requestLocale(result.data.localeSettings)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { seller, intl } = await load((await params).seller);
  return { title: `${intl.formatMessage({ id: 'account.reset.title' })} – ${seller.name}`, robots: { index: false } };
}

/**
 * /{seller}/account/reset-password: without a token the "Forgot your password?" request, with the
 * mailed link's token the new-password form. Not one of the eleven account pages: a static
 * segment, which wins over [page], and reachable without a login.
 */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const { seller, intl } = await load((await params).seller);
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' && raw.length > 0 && raw.length <= 200 ? raw : undefined;
  const slug = seller.slug ?? seller._id;
  return (
    <div className="page">
      <section className={styles.card} aria-labelledby="reset-title">
        <h1 id="reset-title">{intl.formatMessage({ id: token ? 'account.reset.newTitle' : 'account.reset.title' })}</h1>
        <p className={styles.lead}>{intl.formatMessage({ id: token ? 'account.reset.newLead' : 'account.reset.lead' })}</p>
        {token ? <NewPasswordForm shopSlug={slug} token={token} /> : <ForgotPasswordForm shopSlug={slug} />}
      </section>
    </div>
  );
}
