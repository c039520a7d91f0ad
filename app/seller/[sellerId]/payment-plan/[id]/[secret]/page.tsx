import type { Metadata } from 'next';
import { PaymentPlanDocument } from '@/components/account/by-secret/PaymentPlanDocument';
import { getIntl, requestLocale } from '@/lib/i18n/server';

/** The link target of the account payment plans list; the secret in the URL is the capability. */
export async function generateMetadata(): Promise<Metadata> {
  const intl = getIntl(await requestLocale());
  return { title: intl.formatMessage({ id: 'account.paymentPlans.fallbackName' }), robots: { index: false, follow: false } };
}

export default async function PaymentPlanPage({ params }: { params: Promise<{ sellerId: string; id: string; secret: string }> }) {
  const { sellerId, id, secret } = await params;
  return <PaymentPlanDocument sellerId={sellerId} id={id} secret={secret} />;
}
