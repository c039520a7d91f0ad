'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SeasonCardView } from '../tickets/season-types';
import accountStyles from '../ui/account.module.css';
import styles from './Season.module.css';

// The modals' code loads on the first click, not with the tickets page.
const SeasonEventsModal = dynamic(() => import('./SeasonEventsModal').then((module) => module.SeasonEventsModal), { ssr: false });
const SeasonSellModal = dynamic(() => import('./SeasonSellModal').then((module) => module.SeasonSellModal), { ssr: false });

/** A season card's buttons on its ticket card (spec 02 §2): its upcoming events, and selling one of them on the resale site. */
export function SeasonCardButtons({ season }: { season: SeasonCardView }) {
  const [open, setOpen] = useState<'events' | 'sell' | undefined>();
  return (
    <div className={styles.buttons}>
      <button type="button" className={accountStyles.button} aria-haspopup="dialog" onClick={() => setOpen('events')}>
        <FormattedMessage id="account.season.events.button" />
      </button>
      {season.resaleSite ? (
        <button type="button" className={accountStyles.button} aria-haspopup="dialog" onClick={() => setOpen('sell')}>
          <FormattedMessage id="account.season.sell.button" />
        </button>
      ) : null}
      {open === 'events' ? <SeasonEventsModal season={season} onClose={() => setOpen(undefined)} /> : null}
      {open === 'sell' ? <SeasonSellModal season={season} onClose={() => setOpen(undefined)} /> : null}
    </div>
  );
}
