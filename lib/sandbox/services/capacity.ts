import type { SandboxContext } from '../context.ts';
import type { StoredEvent } from '../collections.ts';

/** An event's capacity: its own volume, else the sum of its ticket types' volumes. */
export function eventCapacity(event: StoredEvent): number {
  if (event.volume !== undefined) return event.volume;
  const volumes = (event.tickets ?? []).map((type) => type.volume);
  if (volumes.length === 0 || volumes.some((volume) => volume === undefined)) return Number.POSITIVE_INFINITY;
  return volumes.reduce<number>((sum, volume) => sum + (volume ?? 0), 0);
}

/**
 * Seats taken per event: issued tickets that still count (not invalidated) plus units held by
 * checkouts whose reservation has not expired.
 */
export function takenByEvent(ctx: SandboxContext, eventIds: readonly string[]): Map<string, number> {
  const taken = new Map<string, number>();
  if (eventIds.length === 0) return taken;
  const placeholders = eventIds.map(() => '?').join(', ');
  const tickets = ctx.db
    .prepare(
      `SELECT event_id, COUNT(*) AS n FROM documents
       WHERE collection = 'tickets' AND event_id IN (${placeholders})
         AND json_extract(body, '$.status') <> 'invalid'
       GROUP BY event_id`,
    )
    .all(...eventIds);
  const held = ctx.db
    .prepare(
      `SELECT event_id, SUM(json_extract(body, '$.amount')) AS n FROM documents
       WHERE collection = 'reservations' AND event_id IN (${placeholders})
         AND json_extract(body, '$.expiresAt') > ?
       GROUP BY event_id`,
    )
    .all(...eventIds, ctx.now().toISOString());
  for (const row of [...tickets, ...held]) {
    const id = String(row.event_id);
    taken.set(id, (taken.get(id) ?? 0) + Number(row.n ?? 0));
  }
  return taken;
}

/** Seats taken per ticket type of one event (issued tickets that count plus live reservations). */
export function takenByTicketType(ctx: SandboxContext, eventId: string): Map<string, number> {
  const taken = new Map<string, number>();
  const rows = [
    ...ctx.db
      .prepare(
        `SELECT json_extract(body, '$.ticketTypeId') AS type, COUNT(*) AS n FROM documents
         WHERE collection = 'tickets' AND event_id = ? AND json_extract(body, '$.status') <> 'invalid'
         GROUP BY type`,
      )
      .all(eventId),
    ...ctx.db
      .prepare(
        `SELECT json_extract(body, '$.ticketTypeId') AS type, SUM(json_extract(body, '$.amount')) AS n FROM documents
         WHERE collection = 'reservations' AND event_id = ? AND json_extract(body, '$.expiresAt') > ?
         GROUP BY type`,
      )
      .all(eventId, ctx.now().toISOString()),
  ];
  for (const row of rows) {
    const type = String(row.type);
    taken.set(type, (taken.get(type) ?? 0) + Number(row.n ?? 0));
  }
  return taken;
}
