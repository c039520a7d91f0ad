import type { Metadata } from 'next';
import { SubscriptionDocument } from '@/components/account/by-secret/SubscriptionDocument';
import { getIntl, requestLocale } from '@/lib/i18n/server';

/** The link target of the account subscriptions list; the secret in the URL is the capability. */
export async function generateMetadata(): Promise<Metadata> {
  const intl = getIntl(await requestLocale());
  return { title: intl.formatMessage({ id: 'account.subscriptions.fallbackName' }), robots: { index: false, follow: false } };
}

export default async function SubscriptionPage({ params }: { params: Promise<{ id: string; secret: string }> }) {
  const { id, secret } = await params;
  return <SubscriptionDocument id={id} secret={secret} />;
}
