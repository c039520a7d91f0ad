import { z } from 'zod';
import type { Route } from '../http/router.ts';
import type { SandboxContext } from '../context.ts';
import type { EventTranslation, StoredEvent } from '../collections.ts';
import { json, parseOr400, queryObject, readJson } from '../http/respond.ts';
import { notFound } from '../http/errors.ts';
import { eventChanged } from '../services/catalog-changes.ts';
import { publicEvents } from './events.ts';

const editSchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    /** An empty description removes it. */
    description: z.string().trim().max(5000).optional(),
  })
  .refine((edit) => edit.name !== undefined || edit.description !== undefined, { message: 'nameOrDescriptionRequired' });

const localeQuerySchema = z.object({ locale: z.string().default('en') });

type EventEdit = z.infer<typeof editSchema>;

/**
 * The event with a new name or description in every language: the public calls answer a
 * translation's text before the event's own, so a translation's own text is replaced too.
 */
function edited(event: StoredEvent, edit: EventEdit): StoredEvent {
  const next: StoredEvent = { ...event, ...(edit.name !== undefined ? { name: edit.name } : {}) };
  if (edit.description === '') delete next.description;
  else if (edit.description !== undefined) next.description = edit.description;
  if (event.translations) {
    next.translations = Object.fromEntries(Object.entries(event.translations).map(([locale, translation]) => [locale, translated(translation, edit)]));
  }
  return next;
}

function translated(translation: EventTranslation, edit: EventEdit): EventTranslation {
  const next = { ...translation };
  if (edit.name !== undefined && translation.name !== undefined) next.name = edit.name;
  if (edit.description === '') delete next.description;
  else if (edit.description !== undefined && translation.description !== undefined) next.description = edit.description;
  return next;
}

/**
 * Sandbox-only test control (issue 9): an organiser edits an event's name or description, so that
 * a cached shop page can be shown to follow the edit. Answers the public event (in `?locale`, en by
 * default) and notifies the storefront of an `event` change.
 */
export const eventEditRoutes: Route<SandboxContext>[] = [
  {
    method: 'PUT',
    path: '/api/sandbox/events/:id',
    handle: async ({ request, url, params, ctx }) => {
      const edit = await readJson(request, editSchema);
      const { locale } = parseOr400(localeQuerySchema, queryObject(url));
      const event = ctx.store.update('events', params.id ?? '', (stored) => edited(stored, edit));
      if (!event) throw notFound('Event');
      eventChanged(ctx, event);
      return json(publicEvents(ctx, [event], locale)[0]);
    },
  },
];
