import type { KeyboardEvent } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The elements Tab can reach inside `container`, in document order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden], [inert], [aria-hidden="true"]'));
}

/**
 * Keeps Tab and Shift+Tab inside a modal container (the dialog pattern of WAI-ARIA APG): from the
 * last focusable element Tab wraps to the first, and back; with nothing focusable, focus stays put.
 * The one focus trap of the app: Dialog and the cart panel use it. Returns whether the key was handled.
 *
 * A key from outside the container is left alone: React bubbles events out of portals along the
 * component tree, so a dialog opened from this container sends its keys here too.
 */
export function trapTab(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null): boolean {
  if (event.key !== 'Tab' || !container) return false;
  if (!(event.target instanceof Node) || !container.contains(event.target)) return false;
  const focusable = focusableIn(container);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return true;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
