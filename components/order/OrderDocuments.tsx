import { WalletButton } from '@/components/account/tickets/WalletButton';
import type { OrderDocuments as Documents } from './order-documents';
import accountStyles from '@/components/account/ui/account.module.css';
import styles from './OrderDocuments.module.css';

/** "Download all tickets (PDF)" and the wallet buttons of an order, where its rules allow them (order-documents.ts). */
export function OrderDocuments({ documents, label, downloadAllLabel }: { documents: Documents; label: string; downloadAllLabel: string }) {
  if (!documents.allPdf && documents.wallets.length === 0) return null;
  return (
    <div role="group" aria-label={label} className={styles.documents}>
      {documents.allPdf ? (
        <a className={accountStyles.button} href={documents.allPdf} download>
          {downloadAllLabel}
        </a>
      ) : null}
      {documents.wallets.map((pass) => (
        <WalletButton key={pass.provider} pass={pass} />
      ))}
    </div>
  );
}
