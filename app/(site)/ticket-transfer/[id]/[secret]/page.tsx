import type { Metadata } from 'next';
import { TicketTransferDocument } from '@/components/account/by-secret/TicketTransferDocument';
import { getIntl, requestLocale } from '@/lib/i18n/server';

/** The mailed link of a ticket transfer and the target of received transfers; the secret in the URL is the capability. */
export async function generateMetadata(): Promise<Metadata> {
  const intl = getIntl(await requestLocale());
  return { title: intl.formatMessage({ id: 'transferPage.title' }), robots: { index: false, follow: false } };
}

export default async function TicketTransferPage({ params }: { params: Promise<{ id: string; secret: string }> }) {
  const { id, secret } = await params;
  return <TicketTransferDocument id={id} secret={secret} />;
}
