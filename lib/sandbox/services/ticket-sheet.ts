import type { SandboxContext } from '../context.ts';
import type { StoredEvent } from '../collections.ts';
import type { Ticket } from '../../ticketing/schemas/ticket.ts';
import { orderNumber } from '../../domain/order-number.ts';
import { isOffsetZoneName, zoneCity } from '../../i18n/time-zone.ts';
import { usableAccent } from '../../theme/contrast.ts';
import type { TicketFact, TicketSheet } from '../pdf/ticket-page.ts';
import { LOCALE, TEXTS, eventName, type Lang } from './ticket-document-texts.ts';

/**
 * The contents of the sandbox's e-ticket pages (issue 15), standing in for the platform's PDF
 * service (spec 02 §7): formatted for the language and the event's time zone, laid out by
 * pdf/ticket-page.ts.
 */

/**
 * Date and time where the event takes place, with the zone's short name where the language has
 * one ("MEZ", "BST") and the zone's city where it has only an offset ("London time", not "GMT+0").
 */
function eventWhen(iso: string, lang: Lang, timeZone: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'full', timeZone }).format(date);
  const parts = new Intl.DateTimeFormat(LOCALE[lang], { hour: '2-digit', minute: '2-digit', timeZoneName: 'short', timeZone }).formatToParts(date);
  const city = zoneCity(timeZone);
  const time = parts
    .map((part) => (part.type === 'timeZoneName' && city && isOffsetZoneName(part.value) ? TEXTS[lang].zoneCity.replace('{city}', city) : part.value))
    .join('');
  return `${day} · ${time}`;
}

function venueOf(event: StoredEvent, lang: Lang): TicketSheet['venue'] {
  const location = event.location;
  const name = event.translations?.[lang]?.locationName ?? location?.locationName;
  if (!name) return undefined;
  const country = location?.country ? regionName(location.country, lang) : undefined;
  const town = [location?.postal, location?.city].filter(Boolean).join(' ');
  const address = [location?.address, town, country].filter(Boolean).join(', ');
  return { name, address: address || undefined };
}

function regionName(code: string, lang: Lang): string {
  try {
    return new Intl.DisplayNames([LOCALE[lang]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code; // not a region code: print it as given
  }
}

function priceText(ticket: Ticket, event: StoredEvent, lang: Lang): string | undefined {
  const price = ticket.realPrice;
  if (price === undefined) return undefined;
  if (price === 0) return TEXTS[lang].free;
  const currency = ticket.currency ?? event.currency;
  try {
    return new Intl.NumberFormat(LOCALE[lang], currency ? { style: 'currency', currency } : { minimumFractionDigits: 2 }).format(price);
  } catch {
    return `${price.toFixed(2)} ${currency ?? ''}`.trim(); // a currency code Intl does not know
  }
}

/** Seated: section, block, row and seat; general admission: the area. The entrance either way. */
function seatFacts(ticket: Ticket, lang: Lang): TicketFact[] {
  const t = TEXTS[lang];
  const seat = ticket.seatingInfo;
  if (!seat) return [];
  const parts: [string, string | null | undefined][] = [
    [t.section, seat.sectionName],
    [t.block, seat.groupName],
    [t.row, seat.rowName],
    [t.seat, seat.seatName],
    [t.area, seat.name],
    [t.entrance, seat.gate],
  ];
  return parts.filter((part): part is [string, string] => Boolean(part[1])).map(([label, value]) => ({ label, value }));
}

/** The demo logos' letters: the first letters of the first two words that are not an article. */
export function sellerInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word) && !/^(the|der|die|das)$/i.test(word));
  const letters = (words.length > 0 ? words : [name]).slice(0, 2).map((word) => word.charAt(0));
  return letters.join('').toUpperCase();
}

/**
 * What one e-ticket page says, in `lang`: the seller's mark, the event where and when, the ticket's
 * facts, the barcode (or when it comes, decided by the caller) and the seller's terms.
 */
export function ticketSheet(ctx: SandboxContext, input: { ticket: Ticket; event: StoredEvent; lang: Lang; code: { value: string } | { notice: string } }): TicketSheet {
  const { ticket, event, lang, code } = input;
  const t = TEXTS[lang];
  const seller = ctx.store.get('sellers', ticket.sellerId ?? event.sellerId);
  const sellerName = seller?.name ?? '';
  const holder = [ticket.firstname, ticket.lastname].filter(Boolean).join(' ');
  const typeName = ticket.ticketName ?? ticket.name ?? '';
  const type = ticket.categoryName && ticket.categoryName !== typeName ? [typeName, ticket.categoryName].filter(Boolean).join(' · ') : typeName;
  const price = priceText(ticket, event, lang);
  const fact = (label: string, value: string | undefined): TicketFact[] => (value ? [{ label, value }] : []);
  return {
    seller: { name: sellerName, initials: sellerInitials(sellerName), color: usableAccent(seller?.accentColor ?? seller?.brandingSettings?.brandColor) },
    kind: t.eTicket,
    event: eventName(event, lang),
    when: eventWhen(ticket.slotStartTime ?? event.start, lang, event.timezone),
    venue: venueOf(event, lang),
    facts: [
      [...fact(t.holder, holder), ...fact(t.ticket, type)],
      seatFacts(ticket, lang),
      [...fact(t.orderNumber, ticket.transactionId ? orderNumber(ticket.transactionId) : undefined), ...fact(t.price, price)],
    ],
    code: { caption: 'value' in code ? t.showAtEntrance : t.barcode, ...code },
    terms: { heading: t.terms, text: seller?.shopSettings?.footer?.terms?.trim() || t.defaultTerms },
    footer: `${t.ticketId} ${ticket._id}`,
  };
}

/** The document's title: the event for one ticket, "Tickets – event" for several of one event, else "Tickets". */
export function documentTitle(events: readonly StoredEvent[], lang: Lang): string {
  const [first] = events;
  if (!first) return TEXTS[lang].tickets;
  if (events.length === 1) return eventName(first, lang);
  return events.every((event) => event._id === first._id) ? `${TEXTS[lang].tickets} – ${eventName(first, lang)}` : TEXTS[lang].tickets;
}
