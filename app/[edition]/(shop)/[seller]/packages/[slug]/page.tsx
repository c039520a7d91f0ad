import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PackageDetails } from '@/components/shop/packages/PackageDetails';
import { packagePath, packageView } from '@/components/shop/packages/package-view';
import { shopPackage, shopPackageInfo } from '@/lib/shop/package-queries';
import { shopSeller } from '@/lib/shop/queries';
import { localizedPageMetadata, shopPath } from '@/lib/shop/metadata';
import { editionPageLocale, getIntl } from '@/lib/i18n/server';
import { noPrerenderedPaths } from '@/lib/shop/cached-pages';
import { MembersOnly } from '@/components/shop/MembersOnly';
import { TicketingFailure } from '@/lib/ticketing/errors';

type Props = { params: Promise<{ edition: string; seller: string; slug: string }> };

/** Served from the cache, one copy per edition (ADR 0038). */
export const revalidate = 600; // CACHED_PAGE_REVALIDATE: Next reads this as a literal
export const generateStaticParams = noPrerenderedPaths;

/** The seller, the package by slug or id, and what it holds; a 404 for an unknown one (spec 02 §2). */
async function load(edition: string, slug: string, packageSlug: string) {
  const sellerResult = await shopSeller(slug);
  if (!sellerResult.ok) throw new TicketingFailure(sellerResult.error);
  const seller = sellerResult.data;
  if (!seller) notFound();
  const locale = editionPageLocale(edition, seller.localeSettings);
  const configResult = await shopPackage(seller._id, packageSlug);
  if (!configResult.ok) throw new TicketingFailure(configResult.error);
  const config = configResult.data;
  if (!config) notFound();
  const infoResult = await shopPackageInfo(seller._id, config._id, locale);
  if (!infoResult.ok) throw new TicketingFailure(infoResult.error);
  if (!infoResult.data) notFound();
  return { seller, locale, config, info: infoResult.data };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { edition, seller: slug, slug: packageSlug } = await params;
  const { seller, locale, config } = await load(edition, slug, packageSlug);
  const intl = getIntl(locale);
  const title = intl.formatMessage({ id: 'package.metaTitle' }, { name: config.name, seller: seller.name });
  const description = config.description ?? intl.formatMessage({ id: 'package.metaDescription' }, { name: config.name, seller: seller.name });
  const localized = localizedPageMetadata(packagePath(shopPath(seller), config), seller.localeSettings, locale);
  const image = config.headerImage ?? config.image;
  return {
    title,
    description,
    alternates: localized.alternates,
    openGraph: { type: 'website', title, description, siteName: seller.name, ...localized.openGraph, ...(image ? { images: [{ url: image, alt: config.name }] } : {}) },
  };
}

/** The package page: {seller}/packages/{slug or id}, in the shop's frame (app/[edition]/(shop)/[seller]/layout.tsx). */
export default async function PackagePage({ params }: Props) {
  const { edition, seller: slug, slug: packageSlug } = await params;
  const { seller, locale, config, info } = await load(edition, slug, packageSlug);
  const intl = getIntl(locale);
  return (
    <MembersOnly seller={seller} edition={edition}>
      <div className="page">
        <PackageDetails pkg={packageView(intl, config, info)} shopSlug={seller.slug ?? seller._id} />
      </div>
    </MembersOnly>
  );
}
