import { FormattedMessage } from 'react-intl';
import { membershipProgress, type ProgressTier } from '@/lib/domain/membership-progress';
import { TableScroll } from '../ui/TableScroll';
import type { WalletPassRequest } from '@/lib/operations/ticket-documents';
import { WalletButton } from '../tickets/WalletButton';
import accountStyles from '../ui/account.module.css';
import styles from './MembershipCard.module.css';

export interface MembershipTransactionRow {
  id: string;
  /** Shown as "Other" when empty. */
  description?: string | null | undefined;
  amount: number;
  /** The signed amount, formatted on the server ("+185", "-140"). */
  amountLabel: string;
  date: string;
  dateLabel: string;
}

export interface MembershipCardProps {
  /** The program's id: names the card's heading. */
  id: string;
  name: string;
  description?: string | null | undefined;
  tracksPoints: boolean;
  balance: number;
  balanceLabel: string;
  tiers: readonly ProgressTier[];
  activeTierId?: string | null | undefined;
  transactions: readonly MembershipTransactionRow[];
  /** Accessible name of the transactions table's scroll region ("Last transactions"). */
  transactionsLabel: string;
  /** What the wallet buttons ask for the member card pass, when the program issues passes and the browser can take them. */
  walletPasses?: { apple?: WalletPassRequest | undefined; google?: WalletPassRequest | undefined } | undefined;
}

/**
 * One enrolled membership program (spec 01 §2 Memberships, §9): tier, points balance, a progress
 * bar to the next tier with the points still needed (or the highest-tier message), wallet links
 * and the last point transactions with signed amounts.
 */
export function MembershipCard(props: MembershipCardProps) {
  const titleId = `membership-${props.id}`;
  const progress = membershipProgress({ balance: props.balance, tiers: props.tiers, activeTierId: props.activeTierId });
  const percent = Math.round(progress.percent);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.name}>
          {props.name}
        </h2>
        {props.description ? <p className={styles.description}>{props.description}</p> : null}
      </div>

      <dl className={styles.stats}>
        {progress.currentTier ? (
          <div className={styles.stat}>
            <dt>
              <FormattedMessage id="account.memberships.tier" />
            </dt>
            <dd>{progress.currentTier.name}</dd>
          </div>
        ) : null}
        {props.tracksPoints ? (
          <div className={styles.stat}>
            <dt>
              <FormattedMessage id="account.memberships.points" />
            </dt>
            <dd>{props.balanceLabel}</dd>
          </div>
        ) : null}
      </dl>

      {props.tracksPoints && props.tiers.length > 0 ? (
        <div className={styles.progress}>
          <div
            className={styles.track}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
            aria-label={
              progress.nextTier
                ? `${props.name}: ${progress.currentTier?.name ?? ''} → ${progress.nextTier.name}`
                : `${props.name}: ${progress.currentTier?.name ?? ''}`
            }
          >
            <div className={styles.fill} style={{ width: `${percent}%` }} />
          </div>
          <p className={styles.progressText}>
            {progress.isTopTier || !progress.nextTier ? (
              <FormattedMessage id="account.memberships.topTier" />
            ) : (
              <FormattedMessage id="account.memberships.toNextTier" values={{ points: progress.pointsToNextTier ?? 0, tier: progress.nextTier.name }} />
            )}
          </p>
        </div>
      ) : null}

      {props.walletPasses?.apple || props.walletPasses?.google ? (
        <div className={styles.wallets}>
          {props.walletPasses.apple ? <WalletButton pass={props.walletPasses.apple} /> : null}
          {props.walletPasses.google ? <WalletButton pass={props.walletPasses.google} /> : null}
        </div>
      ) : null}

      {props.transactions.length > 0 ? (
        <div>
          <h3 className={styles.tableTitle}>
            <FormattedMessage id="account.memberships.lastTransactions" />
          </h3>
          <TableScroll label={props.transactionsLabel}>
            <table className={accountStyles.table}>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="account.memberships.column.description" />
                  </th>
                  <th scope="col" className={accountStyles.numeric}>
                    <FormattedMessage id="account.memberships.column.points" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="account.memberships.column.date" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {props.transactions.map((row) => (
                  <tr key={row.id}>
                    <td>{row.description ? row.description : <FormattedMessage id="account.memberships.other" />}</td>
                    <td className={`${accountStyles.numeric} ${row.amount < 0 ? styles.negative : styles.positive}`}>{row.amountLabel}</td>
                    <td>
                      <time dateTime={row.date}>{row.dateLabel}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </div>
      ) : null}
    </article>
  );
}
