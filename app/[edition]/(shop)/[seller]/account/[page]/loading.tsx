import { SkeletonRows } from '@/components/account/ui/SkeletonRows';

/** While a screen loads: 4 skeleton rows (spec 01 §9) inside the account layout. */
export default function AccountPageLoading() {
  return <SkeletonRows />;
}
