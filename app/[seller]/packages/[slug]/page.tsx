import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PackageDetails } from '@/components/shop/packages/PackageDetails';
import { packagePath, packageView } from '@/components/shop/packages/package-view';
import { shopPackage, shopPackageInfo } from '@/lib/shop/package-queries';
import { shopSeller } from '@/lib/shop/queries';
import { localizedPageMetadata, shopPath } from '@/lib/shop/metadata';
import { getIntl, requestLocale } from '@/lib/i18n/server';
import { TicketingFailure } from '@/lib/ticketing/errors';

type Props = { params: Promise<{ seller: string; slug: string }> };

/** The seller, the package by slug or id, and what it holds; a 404 for an unknown one (spec 02 §2). */
async function load(slug: string, packageSlug: string) {
  const sellerResult = await shopSeller(slug);
  if (!sellerResult.ok) throw new TicketingFailure(sellerResult.error);
  const seller = sellerResult.data;
  if (!seller) notFound();
  const locale = await requestLocale(seller.localeSettings);
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
  const { seller: slug, slug: packageSlug } = await params;
  const { seller, locale, config } = await load(slug, packageSlug);
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

/** The package page: {seller}/packages/{slug or id}, in the shop's frame (app/[seller]/layout.tsx). */
export default async function PackagePage({ params }: Props) {
  const { seller: slug, slug: packageSlug } = await params;
  const { seller, locale, config, info } = await load(slug, packageSlug);
  const intl = getIntl(locale);
  return (
    <div className="page">
      <PackageDetails pkg={packageView(intl, config, info)} shopSlug={seller.slug ?? seller._id} />
    </div>
  );
}
