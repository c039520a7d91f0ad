import { ApiError, fetchJson } from '@/lib/api-client/fetch-json';
import type { DataField, DataFieldScope, ExtraFieldValue, UploadedDocumentValue } from '@/lib/ticketing/schemas/data-field';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';

/** Browser calls of personalization and data fields (contract: docs/adr/0009). */

const shopBase = (seller: string) => `/api/shops/${encodeURIComponent(seller)}`;
const ticketBase = (ticket: Pick<Ticket, '_id' | 'secret'>) => `/api/tickets/${encodeURIComponent(ticket._id)}/${encodeURIComponent(ticket.secret ?? '')}`;

export const cartTicketsQueryKey = (seller: string) => ['cart-tickets', seller] as const;
export const dataFieldsQueryKey = (seller: string, query: DataFieldQuery) => ['data-fields', seller, query.eventId, query.ticketTypeId ?? '', query.scope] as const;
export const ticketQueryKey = (ticketId: string) => ['ticket', ticketId] as const;

export interface DataFieldQuery {
  eventId: string;
  ticketTypeId?: string | undefined;
  scope: DataFieldScope;
}

export const fetchCartTickets = (seller: string, signal?: AbortSignal) =>
  fetchJson<{ tickets: Ticket[] }>(`${shopBase(seller)}/cart/tickets`, signal ? { signal } : {}).then((answer) => answer.tickets);

export function fetchDataFields(seller: string, query: DataFieldQuery, signal?: AbortSignal): Promise<DataField[]> {
  const search = new URLSearchParams({ eventId: query.eventId, scope: query.scope });
  if (query.ticketTypeId) search.set('ticketTypeId', query.ticketTypeId);
  return fetchJson<{ fields: DataField[] }>(`${shopBase(seller)}/data-fields?${search}`, signal ? { signal } : {}).then((answer) => answer.fields);
}

export const fetchTicket = (ticket: Pick<Ticket, '_id' | 'secret'>, signal?: AbortSignal) =>
  fetchJson<{ ticket: Ticket }>(ticketBase(ticket), signal ? { signal } : {}).then((answer) => answer.ticket);

export interface PersonalizeInput {
  firstname?: string | undefined;
  lastname?: string | undefined;
  extraFields: Record<string, ExtraFieldValue>;
}

export const personalizeTicket = (ticket: Pick<Ticket, '_id' | 'secret'>, input: PersonalizeInput) =>
  fetchJson<{ ticket: Ticket }>(`${ticketBase(ticket)}/personalize`, { body: input }).then((answer) => answer.ticket);

/** POST /api/uploads (multipart `file`): `{ url, fileName }`; 413 above 5 MB, 415 for a type not allowed. */
export async function uploadDocument(file: File, signal?: AbortSignal): Promise<UploadedDocumentValue> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/uploads', { method: 'POST', body, credentials: 'same-origin', headers: { accept: 'application/json' }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, { message: 'network' });
  }
  let answer: Record<string, unknown> = {};
  try {
    answer = (await response.json()) as Record<string, unknown>;
  } catch {
    answer = {};
  }
  if (!response.ok) throw new ApiError(response.status, answer);
  return { fileName: typeof answer.fileName === 'string' ? answer.fileName : file.name, url: String(answer.url ?? '') };
}
