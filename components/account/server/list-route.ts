import 'server-only';
import type { z } from 'zod';
import { NextResponse } from 'next/server';
import { errorJson, parseQuery } from '@/lib/http/guards';
import { upstreamErrorResponse } from '@/lib/http/upstream';
import { shopSeller } from '@/lib/shop/queries';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import type { Result } from '@/lib/ticketing/errors';
import { accountAccess } from './access';
import type { ListContext } from './lists';

/** Personal data: never kept by a shared cache. */
const PRIVATE = { 'cache-control': 'private, no-store' };

/**
 * A GET handler of a paged account list: the shop's seller (404), the session's customer for that
 * seller (401; the customer is never named by the browser), the query (400 with field errors),
 * then one page in the customer's language.
 */
export async function accountListResponse<S extends z.ZodType, T>(
  request: Request,
  params: Promise<{ seller: string }>,
  querySchema: S,
  load: (context: ListContext, query: z.infer<S>) => Promise<Result<T>>,
): Promise<Response> {
  const seller = await shopSeller((await params).seller);
  if (!seller.ok) return upstreamErrorResponse(seller.error);
  if (!seller.data) return errorJson(404, 'Seller not found');
  const access = await accountAccess(seller.data._id);
  if (!access) return errorJson(401, 'Login required');
  const query = parseQuery(request, querySchema);
  if (!query.ok) return query.response;

  const locale = await requestLocale(seller.data.localeSettings);
  const result = await load({ access, seller: seller.data, locale, intl: getIntl(locale) }, query.data);
  if (!result.ok) return upstreamErrorResponse(result.error);
  return NextResponse.json(result.data, { headers: PRIVATE });
}
