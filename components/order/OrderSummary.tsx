import type { OrderSummaryView } from './order-summary';
import styles from './OrderSummary.module.css';

/**
 * What the order bought and what it cost (issue 15): the groups of lines, then the rows of
 * discounts, tax, fees and credits, then the total. Text only, formatted on the server
 * (order-summary.ts), so it renders in a server component without the browser's Intl.
 */
export function OrderSummary({ view, title, headingId }: { view: OrderSummaryView; title: string; headingId: string }) {
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {view.groups.map((group) => (
        <div key={group.key} className={styles.group}>
          <h3 id={`${headingId}-${group.key}`} className={styles.groupTitle}>
            {group.title}
          </h3>
          <ul className={styles.lines} aria-labelledby={`${headingId}-${group.key}`} data-group={group.key}>
            {group.lines.map((line) => (
              <li key={line.key} className={styles.line}>
                <span className={styles.lineLabel}>{line.label}</span>
                <span className={styles.linePrice}>
                  <span className={styles.amount}>{line.amount}</span>
                  {line.unitPrice ? <span className={styles.unitPrice}>{line.unitPrice}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {view.rows.length > 0 || view.total ? (
        <dl className={styles.rows}>
          {view.rows.map((row) => (
            <div key={row.key} className={styles.row}>
              <dt>{row.label}</dt>
              <dd>{row.amount}</dd>
            </div>
          ))}
          {view.total ? (
            <div className={`${styles.row} ${styles.total}`}>
              <dt>{view.total.label}</dt>
              <dd>{view.total.amount}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
