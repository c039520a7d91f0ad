import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { revalidateCatalog } from '@/lib/operations/cache';
import { readText, route } from '@/lib/http/route';
import { invalidInput, refuse } from '@/lib/http/refusal';
import { fieldErrors } from '@/lib/http/field-errors';
import { serverEnv } from '@/lib/env/server';
import { catalogChangeSchema, tagsOfChanges } from '@/lib/cache/catalog-change';
import { CATALOG_WEBHOOK_SIGNATURE_HEADER, verifyCatalogWebhook } from '@/lib/cache/webhook-signature';
import { catalogRevalidated } from '@/lib/cache/catalog-signal';

const notificationSchema = z.object({ changes: z.array(catalogChangeSchema).min(1).max(100) });

/**
 * The ticketing platform (here the embedded sandbox) tells the storefront what changed; every
 * cache tag the changes touch expires at once, so the next visitor gets fresh data and nothing
 * stale is sold. Only a body signed with CACHE_WEBHOOK_SECRET within five minutes is believed, and
 * a refusal never says which part of the signature failed.
 */
export const POST = route(revalidateCatalog)(async ({ request }) => {
  const secret = serverEnv().CACHE_WEBHOOK_SECRET;
  if (!secret) throw refuse(503, 'cacheWebhookDisabled', undefined, 'Cache invalidation is not configured');
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) throw refuse(415, 'unsupportedMediaType');
  const body = await readText(request, revalidateCatalog.bodyLimit);
  const check = verifyCatalogWebhook(secret, request.headers.get(CATALOG_WEBHOOK_SIGNATURE_HEADER), body, Math.floor(Date.now() / 1000));
  if (!check.ok) throw refuse(401, 'invalidSignature', undefined, 'Invalid signature');
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    throw refuse(400, 'invalidJson');
  }
  const parsed = notificationSchema.safeParse(raw);
  if (!parsed.success) throw invalidInput(fieldErrors(parsed.error.issues));
  const tags = tagsOfChanges(parsed.data.changes);
  // Immediate expiry, not stale-while-revalidate: a page must not show a sold-out event on sale.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // This instance's page cache drops its copies now; other instances' within a second (ADR 0042).
  catalogRevalidated();
  // eslint-disable-next-line no-console -- one line per revalidation in the server log, for operators (not a warning)
  console.log(`[cache] revalidated ${tags.length} tags: ${tags.join(', ')}`);
  return { revalidated: tags };
});
