import type { StoredEvent } from '../collections.ts';

/**
 * The ticketing API's own texts on e-tickets and wallet passes, English or German by the request's
 * `lang` (not the storefront's message catalogue: the platform renders these documents itself).
 */

export type Lang = 'en' | 'de';
export const langOf = (value: string | undefined): Lang => (value?.toLowerCase().startsWith('de') ? 'de' : 'en');
export const LOCALE: Record<Lang, string> = { en: 'en-GB', de: 'de-DE' };

type TextKey =
  | 'ticket'
  | 'tickets'
  | 'eTicket'
  | 'holder'
  | 'seat'
  | 'section'
  | 'block'
  | 'row'
  | 'area'
  | 'entrance'
  | 'orderNumber'
  | 'price'
  | 'free'
  | 'barcode'
  | 'showAtEntrance'
  | 'revealAt'
  | 'revealLater'
  | 'terms'
  | 'defaultTerms'
  | 'ticketId'
  | 'zoneCity'
  | 'memberCard'
  | 'tier'
  | 'points';

export const TEXTS: Record<Lang, Record<TextKey, string>> = {
  en: {
    ticket: 'Ticket',
    tickets: 'Tickets',
    eTicket: 'E-ticket',
    holder: 'Holder',
    seat: 'Seat',
    section: 'Section',
    block: 'Block',
    row: 'Row',
    area: 'Area',
    entrance: 'Entrance',
    orderNumber: 'Order number',
    price: 'Price',
    free: 'Free',
    barcode: 'Barcode',
    showAtEntrance: 'Show this code at the entrance',
    revealAt: 'The barcode will be available from',
    revealLater: 'The barcode will be available before the event.',
    terms: 'Terms',
    defaultTerms: 'Valid for one admission. Keep this ticket safe: the first scan admits.',
    ticketId: 'Ticket ID',
    zoneCity: '{city} time',
    memberCard: 'Member card',
    tier: 'Tier',
    points: 'Points',
  },
  de: {
    ticket: 'Ticket',
    tickets: 'Tickets',
    eTicket: 'E-Ticket',
    holder: 'Inhaber',
    seat: 'Platz',
    section: 'Bereich',
    block: 'Block',
    row: 'Reihe',
    area: 'Bereich',
    entrance: 'Eingang',
    orderNumber: 'Bestellnummer',
    price: 'Preis',
    free: 'Kostenlos',
    barcode: 'Barcode',
    showAtEntrance: 'Diesen Code am Einlass vorzeigen',
    revealAt: 'Der Barcode ist verfügbar ab',
    revealLater: 'Der Barcode ist vor der Veranstaltung verfügbar.',
    terms: 'Bedingungen',
    defaultTerms: 'Gültig für einen Eintritt. Bewahren Sie dieses Ticket sicher auf: Der erste Scan gewährt Einlass.',
    ticketId: 'Ticket-ID',
    zoneCity: 'Ortszeit {city}',
    memberCard: 'Mitgliedskarte',
    tier: 'Stufe',
    points: 'Punkte',
  },
};

/** The event's name in the document's language, where the event has one. */
export const eventName = (event: StoredEvent, lang: Lang) => event.translations?.[lang]?.name ?? event.name;
