// @vitest-environment jsdom
import { afterEach, describe, it, expect, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { MembershipCard, type MembershipCardProps } from '../../components/account/memberships/MembershipCard.tsx';
import type { WalletPassRequest } from '../../lib/operations/ticket-documents.ts';
import { ToastProvider } from '../../components/ui/Toasts.tsx';

const tiers = [
  { _id: 'bronze', name: 'Bronze', criteria: { minBalance: 0 } },
  { _id: 'silver', name: 'Silver', criteria: { minBalance: 500 } },
  { _id: 'gold', name: 'Gold', criteria: { minBalance: 1500 } },
];

const base: MembershipCardProps = {
  id: 'club',
  name: 'Riverside Club',
  description: 'Collect a point for every pound.',
  tracksPoints: true,
  balance: 820,
  balanceLabel: '820',
  tiers,
  transactionsLabel: 'Last transactions',
  activeTierId: 'silver',
  transactions: [
    { id: 'a', description: 'Weekend Pass', amount: 185, amountLabel: '+185', date: '2030-01-03T10:00:00Z', dateLabel: '3 Jan 2030' },
    { id: 'b', description: 'Redeemed: drink vouchers', amount: -140, amountLabel: '-140', date: '2030-01-05T10:00:00Z', dateLabel: '5 Jan 2030' },
    { id: 'c', description: null, amount: 25, amountLabel: '+25', date: '2030-01-07T10:00:00Z', dateLabel: '7 Jan 2030' },
  ],
};

function renderCard(props: Partial<MembershipCardProps> = {}, locale: 'en' | 'de' = 'en') {
  return render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : de}>
      <ToastProvider>
        <MembershipCard {...base} {...props} />
      </ToastProvider>
    </IntlProvider>,
  );
}

describe('MembershipCard', () => {
  it('shows the tier, the points, the progress to the next tier and the points still needed', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Riverside Club' })).toBeInTheDocument();
    expect(screen.getByText('Collect a point for every pound.')).toBeInTheDocument();
    expect(screen.getByText('Silver')).toBeInTheDocument();
    expect(screen.getByText('820')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar');
    // (820 − 500) / (1500 − 500) × 100
    expect(bar).toHaveAttribute('aria-valuenow', '32');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAccessibleName('Riverside Club: Silver → Gold');
    expect(screen.getByText('680 more points to reach Gold')).toBeInTheDocument();
  });

  it('shows 100 and the highest-tier message at the top tier', () => {
    renderCard({ balance: 1720, balanceLabel: '1,720', activeTierId: 'gold' });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('You have reached the highest tier.')).toBeInTheDocument();
    expect(screen.queryByText(/more points/)).not.toBeInTheDocument();
  });

  it('lists the last transactions with the description or "Other" and signed amounts', () => {
    renderCard();
    const table = screen.getByRole('table');
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Weekend Pass', '+185', '3 Jan 2030'],
      ['Redeemed: drink vouchers', '-140', '5 Jan 2030'],
      ['Other', '+25', '7 Jan 2030'],
    ]);
  });

  it('has no points and no progress bar for a program that does not track points', () => {
    renderCard({ tracksPoints: false, transactions: [] });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('Points')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Silver')).toBeInTheDocument();
  });

  afterEach(() => vi.unstubAllGlobals());

  const memberCardPass = (provider: 'apple' | 'google'): WalletPassRequest => ({ of: 'memberCard', provider, input: { membership: { id: 'm', secret: 's' }, lang: 'en' } });

  it('shows wallet buttons only when it is given their routes', () => {
    const { unmount } = renderCard();
    expect(screen.queryByRole('button', { name: /Wallet/ })).not.toBeInTheDocument();
    unmount();
    renderCard({ walletPasses: { apple: memberCardPass('apple'), google: undefined } });
    expect(screen.getByRole('button', { name: 'Add to Apple Wallet' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Add to Google Wallet' })).not.toBeInTheDocument();
  });

  it('posts to the wallet route and says so when the pass cannot be made', async () => {
    const fetchMock = vi.fn(async () => Response.json({ message: 'nope' }, { status: 422 }));
    vi.stubGlobal('fetch', fetchMock);
    renderCard({ walletPasses: { google: memberCardPass('google') } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to Google Wallet' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/wallets/google/member-card', expect.objectContaining({ method: 'POST', body: JSON.stringify({ membership: { id: 'm', secret: 's' }, lang: 'en' }) }));
    expect(await screen.findByText('The wallet pass could not be created. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Google Wallet' })).toBeEnabled();
  });

  it('speaks German', () => {
    renderCard({}, 'de');
    expect(screen.getByText('Noch 680 Punkte bis Gold')).toBeInTheDocument();
    expect(screen.getByText('Sonstiges')).toBeInTheDocument();
  });
});
