import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { embeddingParents, type EmbeddingParents } from './parent-message.ts';

/** The pages allowed to embed the shop, as configured for frame-ancestors (FRAME_ANCESTORS, default 'self'). */
export function configuredEmbeddingParents(): EmbeddingParents {
  return embeddingParents(serverEnv().FRAME_ANCESTORS ?? "'self'");
}
