import { LegalPage, legalMetadata } from '@/components/shop/LegalPage';
import { noPrerenderedPaths } from '@/lib/shop/cached-pages';

/** Served from the cache (ADR 0038); open to every visitor, even of a shop that enforces login. */
export const revalidate = 600; // CACHED_PAGE_REVALIDATE: Next reads this as a literal
export const generateStaticParams = noPrerenderedPaths;

type Props = { params: Promise<{ edition: string; seller: string }> };

export async function generateMetadata({ params }: Props) {
  const { edition, seller } = await params;
  return legalMetadata(edition, seller, 'terms');
}

export default async function Page({ params }: Props) {
  const { edition, seller } = await params;
  return <LegalPage edition={edition} slug={seller} kind="terms" />;
}
