/** How many open modals hold the page still; the first to open saves the body's styles, the last to close restores them. */
let holders = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/**
 * Stops the page behind a modal from scrolling; returns the release. Counted, so a dialog opened
 * over the cart panel or over another dialog may close in either order: React runs a parent's
 * cleanup before its child's when both unmount at once.
 */
export function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  if (holders === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Hiding the overflow removes the scrollbar; padding in its place keeps the page from shifting sideways.
    const scrollbar = documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}
