import { getTicket } from '@/lib/operations/personalization';
import { route } from '@/lib/http/route';
import { orUnknownLink } from '@/lib/http/by-secret';
import { ticketing } from '@/lib/ticketing/server';
import { getTicket as readTicket } from '@/lib/ticketing/tickets';
import { barcodeShownToViewer } from '@/lib/http/secure-ticket-access';

export const GET = route(getTicket)(async ({ params }) => {
  const ticket = orUnknownLink(await readTicket(ticketing(), params.id, params.secret), 'ticket');
  // Secure ticket access: the barcode only for the customer who claimed the ticket (spec 02 §6).
  return { ticket: (await barcodeShownToViewer(ticket)) ? ticket : { ...ticket, barcode: undefined } };
});
