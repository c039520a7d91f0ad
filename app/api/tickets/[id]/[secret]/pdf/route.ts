import { getTicketPdf } from '@/lib/operations/ticket-documents';
import { route } from '@/lib/http/route';
import { orUnknownLink } from '@/lib/http/by-secret';
import { pdfDownload } from '@/lib/http/ticket-documents';
import { claimPageOf, claimRequired, linksShowBarcodes } from '@/lib/http/secure-ticket-access';
import { NO_STORE } from '@/lib/http/refusal';
import { ticketing } from '@/lib/ticketing/server';
import * as documents from '@/lib/ticketing/ticket-documents';

/**
 * The e-ticket PDF passes through as a download (spec 02 §7 get-pdf). A ticket under secure ticket
 * access whose viewer may not see its barcode goes to its order page instead, to log in and claim it.
 */
export const GET = route(getTicketPdf)(async ({ params, input }) => {
  if (!(await linksShowBarcodes([params]))) {
    const page = await claimPageOf(params);
    if (!page) throw claimRequired();
    return new Response(null, { status: 303, headers: { location: page, ...NO_STORE } });
  }
  const pdf = orUnknownLink(await documents.getTicketPdf(ticketing(), params, input.lang ?? 'en'), 'ticket');
  return pdfDownload(pdf, `ticket-${params.id.replace(/[^\w-]/g, '')}.pdf`);
});
