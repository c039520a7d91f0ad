'use client';

import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { isFinalMinute } from '@/lib/domain/countdown';
import { useCountdown } from './useCountdown';

const noSubscription = () => () => undefined;

/**
 * What a screen reader hears of the cart countdown (WCAG 2.2.1; spec 01 §9, ADR 0010), wherever
 * the buyer is: "{minutes} minutes remaining" once a minute (politely) and, in the final minute,
 * the warning (assertively). It lives with the cart pill, which every shop page has, not in the
 * panel (issue 15: with the panel closed, as on step 2 while typing, nothing was heard), and its
 * regions sit directly in <body>, outside the page an open panel or dialog makes inert, so opening
 * the panel neither silences nor repeats them. Render with `key={expiresAt}`.
 */
export function CountdownAnnouncer({ expiresAt }: { expiresAt: string }) {
  const intl = useIntl();
  const { ms, announcement } = useCountdown(expiresAt);
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  if (!inBrowser) return null;
  const finalMinute = isFinalMinute(ms) && ms > 0;
  return createPortal(
    <div className="visually-hidden" data-above-dialogs="" data-testid="countdown-announcer">
      <p aria-live="polite" aria-atomic="true">
        {announcement ? <span key={announcement.tick}>{intl.formatMessage({ id: 'cart.countdown.announcement' }, { minutes: announcement.minutes })}</span> : null}
      </p>
      <p aria-live="assertive" aria-atomic="true">
        {finalMinute ? intl.formatMessage({ id: 'cart.countdown.finalMinute' }) : null}
      </p>
    </div>,
    document.body,
  );
}
