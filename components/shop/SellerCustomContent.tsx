import { sanitizeSellerHtml } from '@/lib/shop/custom-content';
import styles from './SellerCustomContent.module.css';

/** The seller's custom HTML block, reduced to markup (see lib/shop/custom-content). */
export function SellerCustomHtml({ html }: { html: string | undefined }) {
  if (!html?.trim()) return null;
  return <div className={styles.custom} dangerouslySetInnerHTML={{ __html: sanitizeSellerHtml(html) }} />;
}
