'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';

/**
 * A link that prefetches its page when the visitor shows intent (pointer over it, focus, touch)
 * rather than when it scrolls into view. A shop page lists many events; prefetching every card on
 * load fetched and processed the pages of events most visitors never open.
 */
export function IntentLink({ href, className, children }: { href: string; className?: string | undefined; children: ReactNode }) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link href={href} className={className} prefetch={false} onPointerEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch}>
      {children}
    </Link>
  );
}
