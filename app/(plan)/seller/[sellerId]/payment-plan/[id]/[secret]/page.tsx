import type { Metadata } from 'next';
import { IntlClientProvider } from '@/components/i18n/IntlClientProvider';
import { ShopFrame, shopFrameData } from '@/components/shop/ShopFrame';
import { loadPaymentPlanPage, PaymentPlanDocument } from '@/components/account/by-secret/PaymentPlanDocument';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import { clientMessagesFor } from '@/lib/i18n/client-messages';
import { toLocale } from '@/lib/i18n/locales';
import { usesSandbox } from '@/lib/env/server';

type Props = {
  params: Promise<{ sellerId: string; id: string; secret: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The link target of the account payment plans list; the secret in the URL is the capability. */
export async function generateMetadata(): Promise<Metadata> {
  const intl = getIntl(await requestLocale());
  return { title: intl.formatMessage({ id: 'account.paymentPlans.fallbackName' }), robots: { index: false, follow: false, nocache: true } };
}

/** The plan in its shop's frame (logo, nav, language switch, account and cart pills, footer), as the order page is. */
export default async function PaymentPlanPage({ params, searchParams }: Props) {
  const [{ sellerId, id, secret }, query] = await Promise.all([params, searchParams]);
  const data = await loadPaymentPlanPage(sellerId, id, secret);
  const clock = query.clock === 'charged' || query.clock === 'nothingDue' ? query.clock : undefined;
  const frame = await shopFrameData(data.seller, await requestLocale(data.seller.localeSettings), { knowsVisitor: true });
  return (
    <IntlClientProvider locale={data.locale} messages={clientMessagesFor(toLocale(data.locale) ?? 'en')}>
      <ShopFrame frame={frame} lang={data.locale}>
        <PaymentPlanDocument {...data} secret={secret} sandbox={usesSandbox()} clock={clock} />
      </ShopFrame>
    </IntlClientProvider>
  );
}
