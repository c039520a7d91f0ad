import { PDF_MAX_TICKETS, parseTicketRefs, pdfDownload } from '@/lib/http/ticket-documents';
import { upstreamErrorResponse } from '@/lib/http/upstream';
import { ticketing } from '@/lib/ticketing/server';
import { renderTicketsPdf } from '@/lib/ticketing/ticket-documents';

/**
 * GET /api/tickets/pdf?id=…&secret=…&id=…&secret=…&lang=: several tickets (a package's, an
 * event's) as one PDF, one page each. A GET so that "download all" is a plain download link.
 */
export async function GET(request: Request) {
  const input = parseTicketRefs(new URL(request.url), PDF_MAX_TICKETS);
  if (!input.ok) return input.response;
  const result = await renderTicketsPdf(ticketing(), input.data.tickets, input.data.lang);
  if (!result.ok) return upstreamErrorResponse(result.error);
  return pdfDownload(result.data, 'tickets.pdf');
}
