'use client';

import { useEffect, useRef } from 'react';

/**
 * On phones the account menu is a horizontal scroller; this brings the current entry into view
 * (horizontally only, so the page itself does not jump).
 */
export function ScrollCurrentIntoView() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const list = ref.current?.parentElement?.querySelector<HTMLElement>('[data-scroller]');
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, []);
  return <span ref={ref} hidden />;
}
