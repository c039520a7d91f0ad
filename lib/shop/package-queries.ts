import 'server-only';
import { cache } from 'react';
import { ok, type Result } from '../ticketing/errors.ts';
import { ticketing } from '../ticketing/server.ts';
import { getPackageConfig, getPackageInfo } from '../ticketing/packages.ts';
import { CACHE_LIFETIMES, CACHE_TAGS } from '../ticketing/cache-policy.ts';
import type { PackageConfig, PackageConfigInfo } from '../ticketing/schemas/package.ts';
import { cachedRead } from './queries.ts';

/** Cached reads of a shop's packages (the package page and the shop page's packages section). */

const isNotFound = (result: Result<unknown>) => !result.ok && result.error.kind === 'http' && result.error.status === 404;

/** A package config of this seller by id or slug; `null` data when the shop has no such package. */
export const shopPackage = cache(async (sellerId: string, idOrSlug: string): Promise<Result<PackageConfig | null>> => {
  const result = await cachedRead(['package', sellerId, idOrSlug], [CACHE_TAGS.packages(sellerId)], CACHE_LIFETIMES.packages, () => getPackageConfig(ticketing(), idOrSlug, sellerId));
  if (isNotFound(result)) return ok(null);
  if (result.ok && result.data.sellerId !== undefined && result.data.sellerId !== sellerId) return ok(null);
  return result;
});

/** What a package holds and costs, in the page's language; `null` data when it is gone. */
export const shopPackageInfo = cache(async (sellerId: string, id: string, locale: string): Promise<Result<PackageConfigInfo | null>> => {
  const result = await cachedRead(['package-info', sellerId, id, locale], [CACHE_TAGS.packages(sellerId)], CACHE_LIFETIMES.packages, () => getPackageInfo(ticketing(), id, { sellerId, locale }));
  return isNotFound(result) ? ok(null) : result;
});
