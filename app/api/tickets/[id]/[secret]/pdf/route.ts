import { getTicketPdf } from '@/lib/operations/ticket-documents';
import { route } from '@/lib/http/route';
import { orUnknownLink } from '@/lib/http/by-secret';
import { pdfDownload } from '@/lib/http/ticket-documents';
import { ticketing } from '@/lib/ticketing/server';
import * as documents from '@/lib/ticketing/ticket-documents';

/** The e-ticket PDF passes through as a download (spec 02 §7 get-pdf). */
export const GET = route(getTicketPdf)(async ({ params, input }) => {
  const pdf = orUnknownLink(await documents.getTicketPdf(ticketing(), params, input.lang ?? 'en'), 'ticket');
  return pdfDownload(pdf, `ticket-${params.id.replace(/[^\w-]/g, '')}.pdf`);
});
