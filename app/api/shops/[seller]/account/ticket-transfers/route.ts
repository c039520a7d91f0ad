import { z } from 'zod';
import { accountListResponse } from '@/components/account/server/list-route';
import { loadTransferPage } from '@/components/account/server/lists';
import { ACCOUNT_PAGE_SIZE } from '@/lib/domain/infinite-paging';

/** GET /api/shops/{seller}/account/ticket-transfers?direction=received|sent&skip&top: one page, newest first. */
const querySchema = z.object({
  direction: z.enum(['received', 'sent']),
  skip: z.coerce.number().int().min(0).default(0),
  // Our own screens ask for pages of 25; 100 bounds what one request may make the server do.
  top: z.coerce.number().int().min(1).max(100).default(ACCOUNT_PAGE_SIZE),
});

export async function GET(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  return accountListResponse(request, params, querySchema, (context, query) => loadTransferPage(context, query));
}
