import { Children, Fragment, type ReactNode } from 'react';
import styles from './account.module.css';

/**
 * A list row's second line: its parts with a dot between them; parts that are absent (null,
 * undefined, false) leave no dot behind. The dot is decoration, so screen readers skip it.
 */
export function RowMeta({ children }: { children: ReactNode }) {
  return (
    <p className={styles.rowMeta}>
      {Children.toArray(children).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <span aria-hidden="true"> · </span> : null}
          {part}
        </Fragment>
      ))}
    </p>
  );
}
