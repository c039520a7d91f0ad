import styles from './SkeletonBars.module.css';

/**
 * Placeholder bars while a form or a panel loads (spec 01 §9: four rows). Decoration only: the
 * caller says "Loading…" to screen readers in its own words.
 */
export function SkeletonBars({ count = 4, className }: { count?: number; className?: string | undefined }) {
  return (
    <div className={className ? `${styles.bars} ${className}` : styles.bars} aria-hidden="true">
      {Array.from({ length: count }, (_, row) => (
        <span key={row} />
      ))}
    </div>
  );
}
