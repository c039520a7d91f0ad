import { json, operation } from './define.ts';

/**
 * The ticketing platform's catalogue change notification (issue 9): a signed webhook, not a
 * browser operation. Its input is read by the handler, because the signature covers the raw body
 * (app/api/cache/revalidate/route.ts); the answer names the cache tags it revalidated.
 */
export const revalidateCatalog = operation({
  method: 'POST',
  path: '/api/cache/revalidate',
  answer: json<{ revalidated: string[] }>(),
  errors: ['cacheWebhookDisabled', 'invalidSignature'],
  // 100 changes of two 200-character ids each, with room to spare.
  bodyLimit: 64 * 1024,
  caller: 'server',
});
