import { z } from 'zod';
import { accountListResponse } from '@/components/account/server/list-route';
import { loadPurchaseIntentPage } from '@/components/account/server/lists';
import { ACCOUNT_PAGE_SIZE } from '@/lib/domain/infinite-paging';

/** GET /api/shops/{seller}/account/purchase-intents?status=open|closed&skip&top: one tab's page, newest first. */
const querySchema = z.object({
  status: z.enum(['open', 'closed']),
  skip: z.coerce.number().int().min(0).default(0),
  top: z.coerce.number().int().min(1).max(100).default(ACCOUNT_PAGE_SIZE),
});

export async function GET(request: Request, { params }: { params: Promise<{ seller: string }> }) {
  return accountListResponse(request, params, querySchema, (context, query) => loadPurchaseIntentPage(context, query));
}
