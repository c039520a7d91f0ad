'use client';

import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps the navigation bar on one line (issue 15: at 1280 px the bar showed no section links, as
 * five did not always fit): from the right, a section link that does not fit leaves the bar and
 * shows in the menu instead, which then shows too. It re-measures when the bar changes size (the
 * window, a longer German label, the cart pill's timer). Renders an empty marker inside the bar.
 */
export function SectionLinksFit() {
  const marker = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const bar = marker.current?.parentElement;
    if (!bar) return;
    const inBar = [...bar.querySelectorAll<HTMLElement>('[data-bar-section]')];
    const inMenu = [...bar.querySelectorAll<HTMLElement>('[data-menu-section]')];
    const menu = bar.querySelector<HTMLElement>('[data-nav-menu]');
    const nav = inBar[0]?.closest('nav');
    if (!nav) return;

    const fit = () => {
      for (const item of inBar) item.hidden = false;
      for (const item of inMenu) item.removeAttribute('data-overflowed');
      menu?.removeAttribute('data-overflowing');
      // Narrow screens carry every link in the menu (CSS hides the bar's list there).
      if (getComputedStyle(nav).display === 'none') return;
      for (let shown = inBar.length; shown > 0 && bar.scrollWidth > bar.clientWidth; shown -= 1) {
        const index = shown - 1;
        const item = inBar[index];
        if (item) item.hidden = true;
        inMenu[index]?.setAttribute('data-overflowed', '');
        menu?.setAttribute('data-overflowing', '');
      }
    };

    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(bar);
    for (const child of bar.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);

  return <span ref={marker} hidden />;
}
