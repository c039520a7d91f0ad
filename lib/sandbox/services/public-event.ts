import { availabilityIndicatorFor, saleStatusFor } from '../../domain/availability-indicator.ts';
import type { Event } from '../../ticketing/schemas/event.ts';
import type { StoredEvent } from '../collections.ts';
import { eventCapacity } from './capacity.ts';

/** The event as the public API shows it: translated, with live sale status, indicator and starting price. */
export function toPublicEvent(stored: StoredEvent, input: { locale: string; taken: number; now: Date }): Event {
  const { translations, ...event } = stored;
  const translated = translations?.[input.locale as keyof NonNullable<StoredEvent['translations']>];
  const capacity = eventCapacity(stored);
  const remaining = Number.isFinite(capacity) ? capacity - input.taken : Number.MAX_SAFE_INTEGER;
  const prices = (event.tickets ?? []).filter((type) => type.active !== false).map((type) => type.price);
  return {
    ...event,
    name: translated?.name ?? event.name,
    ...(translated?.description ?? event.description ? { description: translated?.description ?? event.description } : {}),
    ...(event.location ? { location: { ...event.location, locationName: translated?.locationName ?? event.location.locationName } } : {}),
    saleStatus: saleStatusFor({ now: input.now, saleStart: event.saleStart, end: event.end ?? event.start, remaining }),
    availabilityIndicator: Number.isFinite(capacity) ? availabilityIndicatorFor(remaining, capacity) : 'green',
    ...(prices.length > 0 ? { startingPrice: Math.min(...prices) } : {}),
  };
}
