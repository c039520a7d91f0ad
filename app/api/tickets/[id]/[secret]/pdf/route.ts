import { z } from 'zod';
import { parseInput, parseQuery } from '@/lib/http/guards';
import { langSchema, pdfDownload } from '@/lib/http/ticket-documents';
import { upstreamErrorResponse } from '@/lib/http/upstream';
import { ticketing } from '@/lib/ticketing/server';
import { getTicketPdf } from '@/lib/ticketing/ticket-documents';

const paramsSchema = z.object({ id: z.string().trim().min(1).max(200), secret: z.string().trim().min(1).max(200) });

/** GET /api/tickets/{id}/{secret}/pdf?lang=: the e-ticket PDF of one ticket as a download (spec 02 §7 get-pdf). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string; secret: string }> }) {
  const ticket = parseInput(paramsSchema, await params);
  if (!ticket.ok) return ticket.response;
  const query = parseQuery(request, z.object({ lang: langSchema.optional() }));
  if (!query.ok) return query.response;
  const result = await getTicketPdf(ticketing(), ticket.data, query.data.lang ?? 'en');
  if (!result.ok) return upstreamErrorResponse(result.error);
  return pdfDownload(result.data, `ticket-${ticket.data.id.replace(/[^\w-]/g, '')}.pdf`);
}
