import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import { json, parseOr400, queryObject } from '../http/respond.ts';

/**
 * GET /api/sandbox/address-suggestions?q=…&country=…: a small, local stand-in for an address
 * autocomplete provider (the Edit page's address field, spec 01 §5). Sandbox-only: a real
 * deployment plugs a provider in behind the storefront's route handler.
 *
 * Like many providers, it answers state and country codes in lower case; the storefront
 * upper-cases them when it fills the form (spec 01 §5).
 */

export interface AddressSuggestion {
  id: string;
  /** One line to show in the list. */
  label: string;
  street: string;
  postal: string;
  city: string;
  state: string | null;
  country: string;
}

export const DEMO_ADDRESSES: readonly AddressSuggestion[] = [
  { id: 'adr_gb_bankside', label: '22 Bankside Row, London SE1 9JT', street: '22 Bankside Row', postal: 'SE1 9JT', city: 'London', state: null, country: 'gb' },
  { id: 'adr_gb_embankment', label: '1 Embankment Walk, London SE1 9XX', street: '1 Embankment Walk', postal: 'SE1 9XX', city: 'London', state: null, country: 'gb' },
  { id: 'adr_gb_quay', label: '4 Quay Street, Manchester M3 3JE', street: '4 Quay Street', postal: 'M3 3JE', city: 'Manchester', state: null, country: 'gb' },
  { id: 'adr_de_karl_heine', label: 'Karl-Heine-Straße 1, 04229 Leipzig', street: 'Karl-Heine-Straße 1', postal: '04229', city: 'Leipzig', state: null, country: 'de' },
  { id: 'adr_de_liebknecht', label: 'Karl-Liebknecht-Straße 12, 04107 Leipzig', street: 'Karl-Liebknecht-Straße 12', postal: '04107', city: 'Leipzig', state: null, country: 'de' },
  { id: 'adr_us_court', label: '75 Court Street, Brooklyn, NY 11201', street: '75 Court Street', postal: '11201', city: 'Brooklyn', state: 'ny', country: 'us' },
  { id: 'adr_us_broadway', label: '1619 Broadway, New York, NY 10019', street: '1619 Broadway', postal: '10019', city: 'New York', state: 'ny', country: 'us' },
  { id: 'adr_us_sunset', label: '6200 Sunset Boulevard, Los Angeles, CA 90028', street: '6200 Sunset Boulevard', postal: '90028', city: 'Los Angeles', state: 'ca', country: 'us' },
  { id: 'adr_ca_king', label: '260 King Street West, Toronto, ON M5V 3A8', street: '260 King Street West', postal: 'M5V 3A8', city: 'Toronto', state: 'on', country: 'ca' },
  { id: 'adr_au_bennelong', label: 'Bennelong Point, Sydney NSW 2000', street: 'Bennelong Point', postal: '2000', city: 'Sydney', state: 'nsw', country: 'au' },
];

const MAX_SUGGESTIONS = 5;

const suggestionQuerySchema = z.object({
  q: z.string().trim().min(1).max(200),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'expected a two-letter country code')
    .optional(),
});

const normalize = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Every word of the query appears in the address (accents and case ignored). */
export function suggestAddresses(q: string, country?: string): AddressSuggestion[] {
  const words = normalize(q).split(/[\s,]+/).filter(Boolean);
  return DEMO_ADDRESSES.filter((address) => !country || address.country === country.toLowerCase())
    .filter((address) => {
      const haystack = normalize(`${address.label} ${address.street} ${address.city} ${address.postal}`);
      return words.every((word) => haystack.includes(word));
    })
    .slice(0, MAX_SUGGESTIONS);
}

export const addressSuggestionRoutes: Route<SandboxContext>[] = [
  {
    method: 'GET',
    path: '/api/sandbox/address-suggestions',
    handle: ({ url }) => {
      const { q, country } = parseOr400(suggestionQuerySchema, queryObject(url));
      return json({ suggestions: suggestAddresses(q, country) });
    },
  },
];
