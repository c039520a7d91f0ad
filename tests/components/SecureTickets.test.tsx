// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { SecureTicketsPanel, type SecureTicketsPanelProps } from '../../components/order/secure-access/SecureTicketsPanel.tsx';
import { SecureTicketNotice } from '../../components/order/secure-access/SecureTicketNotice.tsx';

/**
 * Secure ticket access on the order page (spec 02 §4, §6): the login prompt when logged out, the
 * customer's own tickets claimed at once, other tickets after a confirmation that offers claim or
 * abort (abort goes to the shop), and the fallback of a ticket another customer claimed.
 */

const refresh = vi.hoisted(() => vi.fn());
const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push, replace: vi.fn(), prefetch: vi.fn() }) }));

const ORDER = { tid: 'tx_1', secret: 's3cret-0123456789' };
let claims: { ticketIds: string[] }[];
let claimAnswer: () => Response;
const server = setupServer(
  http.post(`*/api/transactions/${ORDER.tid}/${ORDER.secret}/claim`, async ({ request }) => {
    const body = (await request.json()) as { ticketIds: string[] };
    claims.push(body);
    return claimAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.doUnmock('next/navigation');
  vi.resetModules();
});
beforeEach(() => {
  claims = [];
  refresh.mockReset();
  push.mockReset();
  claimAnswer = () => HttpResponse.json({ claimed: claims.at(-1)?.ticketIds ?? [] });
});

const base: SecureTicketsPanelProps = { order: ORDER, shopSlug: 'riverside-live', shopHref: '/riverside-live', loginRequired: false, autoClaimIds: [], confirmClaimIds: [] };

function renderPanel(props: Partial<SecureTicketsPanelProps>, locale: 'en' | 'de' = 'en') {
  render(
    <IntlProvider locale={locale} messages={locale === 'de' ? de : en}>
      <SecureTicketsPanel {...base} {...props} />
    </IntlProvider>,
  );
  return userEvent.setup();
}

describe('SecureTicketsPanel', () => {
  it('asks a logged-out visitor to log in, and claims nothing', async () => {
    renderPanel({ loginRequired: true, confirmClaimIds: ['tkt_1'] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Log in to see your tickets' })).toBeInTheDocument();
    expect(screen.getByText(/their barcodes are shown only to the customer who claims them/)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(claims).toEqual([]);
  });

  it('claims the customer’s own tickets without asking, once, then renders the page again', async () => {
    renderPanel({ autoClaimIds: ['tkt_1', 'tkt_2'] });
    expect(screen.getByRole('status')).toHaveTextContent('Adding your 2 tickets to your account…');
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(claims).toEqual([{ ticketIds: ['tkt_1', 'tkt_2'] }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says so when a claim fails, and tries again on request', async () => {
    claimAnswer = () => HttpResponse.json({ message: 'A ticket was claimed by another customer', code: 'ticketAlreadyClaimed' }, { status: 409 });
    const user = renderPanel({ autoClaimIds: ['tkt_1'] });
    expect(await screen.findByText('Another customer has claimed a ticket in the meantime.')).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
    claimAnswer = () => HttpResponse.json({ claimed: ['tkt_1'] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(claims).toHaveLength(2);
  });

  it('asks before claiming someone else’s tickets: Claim claims them', async () => {
    const user = renderPanel({ confirmClaimIds: ['tkt_3'] });
    const dialog = await screen.findByRole('alertdialog', { name: 'Claim this ticket?' });
    expect(dialog).toHaveAccessibleDescription(/only you see its barcode/);
    // The safe answer has the focus.
    expect(within(dialog).getByRole('button', { name: 'Abort' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Claim ticket' }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(claims).toEqual([{ ticketIds: ['tkt_3'] }]);
    expect(push).not.toHaveBeenCalled();
  });

  it('goes to the shop on Abort (and on Escape), claiming nothing', async () => {
    const user = renderPanel({ confirmClaimIds: ['tkt_3', 'tkt_4'] });
    const dialog = await screen.findByRole('alertdialog', { name: 'Claim these 2 tickets?' });
    await user.click(within(dialog).getByRole('button', { name: 'Abort' }));
    expect(push).toHaveBeenCalledWith('/riverside-live');
    await user.keyboard('{Escape}');
    expect(push).toHaveBeenCalledTimes(2);
    expect(claims).toEqual([]);
  });

  it('keeps the confirmation open with the reason when the claim is refused', async () => {
    claimAnswer = () => HttpResponse.json({ message: 'unauthorized', code: 'unauthorized' }, { status: 401 });
    const user = renderPanel({ confirmClaimIds: ['tkt_3'] });
    const dialog = await screen.findByRole('alertdialog', { name: 'Claim this ticket?' });
    await user.click(within(dialog).getByRole('button', { name: 'Claim ticket' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your login has ended. Please log in again.');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('asks in German', async () => {
    renderPanel({ confirmClaimIds: ['tkt_3'] }, 'de');
    const dialog = await screen.findByRole('alertdialog', { name: 'Dieses Ticket übernehmen?' });
    expect(within(dialog).getByRole('button', { name: 'Ticket übernehmen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });
});

describe('SecureTicketNotice', () => {
  it.each([
    ['loginRequired', 'Log in to see this ticket’s barcode.'],
    ['confirmClaim', 'Claim this ticket to see its barcode.'],
    ['claimedByOther', 'This ticket was claimed by another customer. Only they can see its barcode.'],
  ] as const)('%s', (access, text) => {
    const { container } = render(
      <IntlProvider locale="en" messages={en}>
        <SecureTicketNotice access={access} />
      </IntlProvider>,
    );
    expect(container).toHaveTextContent(text.replace('’', "'"));
  });

  it('says nothing for a ticket whose barcode is shown', () => {
    const { container } = render(
      <IntlProvider locale="en" messages={en}>
        <SecureTicketNotice access="claimed" />
        <SecureTicketNotice access="open" />
      </IntlProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
