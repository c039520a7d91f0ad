'use client';

import styles from './CloseButton.module.css';

export interface CloseButtonProps {
  /** The accessible name ("Close", "Close cart"): the button shows only a cross. */
  label: string;
  onClick: () => void;
  disabled?: boolean | undefined;
  /** Where the container places it (alignment with its title). */
  className?: string | undefined;
}

/** The round × button in the header of a dialog or the cart panel, 44 px square for touch. */
export function CloseButton({ label, onClick, disabled, className }: CloseButtonProps) {
  return (
    <button type="button" className={className ? `${styles.close} ${className}` : styles.close} onClick={onClick} disabled={disabled} aria-label={label}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
