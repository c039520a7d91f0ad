// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en.json';
import { ToastProvider } from '../../components/ui/Toasts.tsx';
import { OrderDocuments } from '../../components/order/OrderDocuments.tsx';
import { orderDocuments, type OrderDocumentsInput } from '../../components/order/order-documents.ts';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';

/** The order's "Download all tickets (PDF)" and wallet buttons, by the account's rules (spec 02 §2, §9). */

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const ticket = (id: string, fields: Partial<Ticket> = {}): Ticket => ({
  _id: id,
  secret: `sec_${id}`,
  eventId: 'evt_jazz',
  status: 'valid',
  deliveryType: 'virtual',
  barcode: `RVL${id}`,
  pdfEnabled: true,
  appleWalletEnabled: true,
  googleWalletEnabled: true,
  ...fields,
});

const documentsOf = (tickets: Ticket[], input: Partial<OrderDocumentsInput> = {}) =>
  orderDocuments({ tickets, revealed: () => true, walletFeature: undefined, userAgent: CHROME, locale: 'en', ...input });

describe('orderDocuments', () => {
  it('offers each valid, revealed e-ticket as a PDF, all of them in one, and the wallets this browser takes', () => {
    const documents = documentsOf([ticket('t1'), ticket('t2')]);
    expect(Object.keys(documents.ticketPdf)).toEqual(['t1', 't2']);
    expect(documents.ticketPdf.t1).toBe('/api/tickets/t1/sec_t1/pdf?lang=en');
    expect(documents.allPdf).toBe('/api/tickets/pdf?id=t1&id=t2&secret=sec_t1&secret=sec_t2&lang=en');
    // Chromium is not Safari: Google's wallet only.
    expect(documents.wallets).toEqual([
      {
        of: 'tickets',
        provider: 'google',
        input: {
          tickets: [
            { id: 't1', secret: 'sec_t1' },
            { id: 't2', secret: 'sec_t2' },
          ],
          lang: 'en',
        },
      },
    ]);
  });

  it.each<[string, Partial<Ticket>]>([
    ['a hard ticket', { deliveryType: 'hard' }],
    ['an invalid ticket', { status: 'invalid', appleWalletEnabled: false, googleWalletEnabled: false }],
    ['a ticket whose PDF the seller disabled', { pdfEnabled: false }],
    ['a ticket without its secret', { secret: undefined }],
  ])('leaves %s out of the PDFs', (_name, fields) => {
    const documents = documentsOf([ticket('t1'), ticket('t2', fields)]);
    expect(Object.keys(documents.ticketPdf)).toEqual(['t1']);
    expect(documents.allPdf).toBe('/api/tickets/pdf?id=t1&secret=sec_t1&lang=en');
  });

  it('has no PDF before the barcode is revealed', () => {
    expect(documentsOf([ticket('t1')], { revealed: () => false })).toMatchObject({ ticketPdf: {}, allPdf: undefined });
  });

  it.each<[string, Ticket[], Partial<OrderDocumentsInput>, string[]]>([
    ['Safari 17 on a Mac takes both', [ticket('t1')], { userAgent: SAFARI_MAC }, ['apple', 'google']],
    ['an iPhone takes Apple’s only', [ticket('t1')], { userAgent: SAFARI_IPHONE }, ['apple']],
    ['a wallet-enabled ticket that is not valid hides both', [ticket('t1'), ticket('t2', { status: 'invalid' })], {}, []],
    ['more than 10 wallet tickets hide both', Array.from({ length: 11 }, (_, index) => ticket(`t${index}`)), {}, []],
    ['the seller without the wallet feature', [ticket('t1')], { walletFeature: false }, []],
    ['tickets without wallet passes', [ticket('t1', { appleWalletEnabled: false, googleWalletEnabled: false })], { userAgent: SAFARI_MAC }, []],
  ])('wallets: %s', (_name, tickets, input, providers) => {
    expect(documentsOf(tickets, input).wallets.map((pass) => pass.provider)).toEqual(providers);
  });
});

describe('OrderDocuments', () => {
  const renderDocuments = (tickets: Ticket[]) =>
    render(
      <IntlProvider locale="en" messages={en}>
        <ToastProvider>
          <OrderDocuments documents={documentsOf(tickets)} label="Your tickets as PDF and in your wallet" downloadAllLabel="Download all tickets (PDF)" />
        </ToastProvider>
      </IntlProvider>,
    );

  it('shows "Download all tickets (PDF)" as a download and the wallet button in a named group', () => {
    renderDocuments([ticket('t1'), ticket('t2')]);
    const group = screen.getByRole('group', { name: 'Your tickets as PDF and in your wallet' });
    const download = screen.getByRole('link', { name: 'Download all tickets (PDF)' });
    expect(group).toContainElement(download);
    expect(download).toHaveAttribute('download');
    expect(download).toHaveAttribute('href', '/api/tickets/pdf?id=t1&id=t2&secret=sec_t1&secret=sec_t2&lang=en');
    expect(screen.getByRole('button', { name: 'Add to Google Wallet' })).toBeInTheDocument();
  });

  it('shows nothing when no ticket has a PDF or a pass', () => {
    const { container } = renderDocuments([ticket('t1', { deliveryType: 'hard', appleWalletEnabled: false, googleWalletEnabled: false })]);
    expect(container).toBeEmptyDOMElement();
  });
});
