import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { KnownAccount } from '../../components/shop/account-header.tsx';
import { ShopProvider, type ShopInfo } from '../../components/shop/ShopContext.tsx';
import type { DataField } from '../../lib/ticketing/schemas/data-field.ts';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';

/** Fixtures and providers shared by the checkout step-2 component tests. */

// Forms answer through msw and React Query; on a loaded machine that can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

export const shop: ShopInfo = {
  slug: 'riverside-live',
  sellerId: 'sel_riverside',
  name: 'Riverside Live',
  currency: 'GBP',
  timezone: 'Europe/London',
  locale: 'en',
  netPrices: false,
  taxName: 'VAT',
  locationCountry: 'GB',
  capturePhone: false,
};

/** What the route handlers saw. */
export interface Seen {
  method: string;
  url: string;
  body: unknown;
}

export async function remember(seen: Seen[], request: Request): Promise<void> {
  const text = await request.clone().text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (multipart): kept as text.
  }
  seen.push({ method: request.method, url: request.url, body });
}

/** `loggedIn`: a customer is logged in to the shop (as a page rendered per request knows it). */
export function renderWithProviders(ui: ReactNode, options: { shop?: Partial<ShopInfo>; locale?: 'en' | 'de'; loggedIn?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: 0 } } });
  const locale = options.locale ?? 'en';
  const account = options.loggedIn ? { displayName: 'Alex', entries: [] } : {};
  const wrap = (node: ReactNode) => (
    <IntlProvider locale={locale} messages={locale === 'de' ? de : en} defaultLocale="en">
      <ShopProvider shop={{ ...shop, ...options.shop, locale }}>
        <QueryClientProvider client={client}>
          <KnownAccount account={account}>{node}</KnownAccount>
        </QueryClientProvider>
      </ShopProvider>
    </IntlProvider>
  );
  const result = render(wrap(ui));
  return { ...result, client, rerender: (next: ReactNode) => result.rerender(wrap(next)) };
}

const ticketField = (field: Omit<DataField, 'scope'>): DataField => ({ scope: 'TICKET', ticketTypeIds: ['tt_jazz_standing', 'tt_jazz_student'], ...field });

/** The demo's jazz personalization fields: one of every type, a conditional one and a birthdate with a minimum age. */
export const ticketFields: DataField[] = [
  ticketField({ _id: 'df_badge', slug: 'badgeName', type: 'text', title: 'Name on your badge', maxLength: 30 }),
  ticketField({ _id: 'df_email', slug: 'holderEmail', type: 'email', title: 'E-mail of the ticket holder', required: true }),
  ticketField({ _id: 'df_phone', slug: 'phone', type: 'tel', title: 'Mobile number', required: true }),
  ticketField({ _id: 'df_country', slug: 'country', type: 'country', title: 'Country of residence' }),
  ticketField({ _id: 'df_visits', slug: 'previousVisits', type: 'number', title: 'Previous visits' }),
  ticketField({ _id: 'df_rules', slug: 'houseRules', type: 'checkbox', title: 'I accept the house rules', required: true }),
  ticketField({ _id: 'df_dietary', slug: 'dietary', type: 'select', title: 'Dietary needs', options: ['None', 'Vegetarian', 'Other'] }),
  ticketField({ _id: 'df_dietary_other', slug: 'dietaryOther', type: 'text', title: 'Describe your dietary needs', required: true, conditions: [{ field: 'dietary', values: ['Other'] }] }),
  ticketField({ _id: 'df_birthdate', slug: 'birthdate', type: 'date', title: 'Date of birth', required: true, settings: { minimumAge: 16 } }),
  ticketField({
    _id: 'df_student_id',
    slug: 'studentId',
    type: 'documentUpload',
    title: 'Student ID',
    required: true,
    ticketTypeIds: ['tt_jazz_student'],
    settings: { allowedMimeTypes: ['application/pdf', 'image/jpeg', 'image/png'] },
  }),
  ticketField({ _id: 'df_waiver', slug: 'waiver', type: 'signature', title: 'Photo consent signature' }),
];

export const baseTicket: Ticket = {
  _id: 'tkt_1',
  secret: 'sec_tkt_1',
  eventId: 'evt_jazz',
  status: 'reserved',
  ticketName: 'Student',
  categoryName: 'Students',
  ticketTypeId: 'tt_jazz_student',
  relevancyDate: '2030-06-01T19:00:00Z',
  slotStartTime: '2030-06-01T19:00:00Z',
  requiresPersonalization: true,
  requiresExtraFields: true,
  personalized: false,
};
