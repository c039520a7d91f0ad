import { notFound } from 'next/navigation';
import { ACCOUNT_SCREENS } from '@/components/account/pages';
import { accountGate } from '@/components/account/shell/gate';
import { OfflineTickets } from '@/components/offline/OfflineTickets';

type Props = { params: Promise<{ seller: string; page: string }> };

/**
 * The screen of an account page. The layout shows the login prompt or the verification screen
 * instead; the page renders regardless, so it loads nothing unless the same gate is open.
 */
export default async function AccountPageRoute({ params }: Props) {
  const { seller: slug, page } = await params;
  const gate = await accountGate(slug, page);
  if (gate.kind === 'notFound') notFound();
  if (gate.kind !== 'open') return null;
  const Screen = ACCOUNT_SCREENS[gate.page];
  const screen = <Screen seller={gate.seller} customer={gate.customer} locale={gate.locale} />;
  // The tickets screen keeps working offline once visited (ADR 0025).
  return gate.page === 'tickets' ? (
    <>
      <OfflineTickets />
      {screen}
    </>
  ) : (
    screen
  );
}
