import { LegalPage, legalMetadata } from '@/components/shop/LegalPage';

type Props = { params: Promise<{ seller: string }> };

export async function generateMetadata({ params }: Props) {
  return legalMetadata((await params).seller, 'imprint');
}

export default async function Page({ params }: Props) {
  return <LegalPage slug={(await params).seller} kind="imprint" />;
}
