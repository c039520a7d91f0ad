import { document, operation } from './define.ts';

/**
 * The web app manifest of a shop's tickets (ADR 0025), linked from its ticket pages: the browser
 * fetches it itself. `?lang=` picks the language of its name, else the shop's default language.
 */
export const getTicketsManifest = operation({
  method: 'GET',
  path: '/api/shops/[seller]/manifest',
  input: () => import('./offline.inputs.ts').then((m) => m.ticketsManifestInput),
  answer: document(),
});

/** The manifest's address for a shop page in a language. */
export const ticketsManifestHref = (seller: string, lang: string): string => `/api/shops/${encodeURIComponent(seller)}/manifest?lang=${encodeURIComponent(lang)}`;
