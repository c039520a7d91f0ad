import type { Ticket } from '../ticketing/schemas/ticket.ts';

/**
 * Whether a ticket still needs its holder's details, and its badge (spec 02 §2 personalization
 * list). Apart from the field validation in personalization.ts, so that ticket cards (order page,
 * account viewer) do not pull the data-field rules and their phone-number metadata into the browser.
 */

export function needsPersonalization(ticket: Pick<Ticket, 'status' | 'personalized' | 'requiresPersonalization'>): boolean {
  return (ticket.status === 'detailsRequired' || ticket.requiresPersonalization === true) && ticket.personalized !== true;
}

export type PersonalizationBadge = 'personalizeNow' | 'personalizeNowFailed' | 'personalized';

/** 'Personalize now' (yellow), red when its validation failed, or 'Personalized' (green). */
export function personalizationBadge(ticket: Pick<Ticket, 'status' | 'personalized' | 'requiresPersonalization'>, options: { failed: boolean }): PersonalizationBadge {
  if (!needsPersonalization(ticket)) return 'personalized';
  return options.failed ? 'personalizeNowFailed' : 'personalizeNow';
}

/** The holder name on a 'Personalized' badge: shown only when personalization is required. */
export function badgeHolderName(ticket: Pick<Ticket, 'requiresPersonalization' | 'firstname' | 'lastname'>): string | undefined {
  if (ticket.requiresPersonalization !== true) return undefined;
  return [ticket.firstname?.trim(), ticket.lastname?.trim()].filter(Boolean).join(' ') || undefined;
}
