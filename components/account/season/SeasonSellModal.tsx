'use client';

import { useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { call } from '@/lib/operations/call';
import { sellSeasonEvent } from '@/lib/operations/season';
import { ANALYTICS_DOM_EVENT, analyticsEvent, SELL_CLICKED_MULTI } from '@/lib/embedding/analytics-message';
import { Dialog } from '@/components/ui/Dialog';
import { useNotifyEmbeddingPage } from '@/components/ticket-actions/TicketActionsContext';
import { navigateTo } from '../shell/navigate';
import type { SeasonCardView } from '../tickets/season-types';
import { useSeasonEvents } from './useSeasonEvents';
import { SeasonEventsStatus } from './SeasonEventsStatus';
import accountStyles from '../ui/account.module.css';
import formStyles from '../shell/forms.module.css';
import stepStyles from '../ui/ActionSteps.module.css';
import styles from './Season.module.css';

/**
 * The season-card sell modal (spec 02 §2, §7, §8): the card's upcoming events to pick one, then
 * Sell records the click, tells analytics ('sell clicked multi') and goes to the seller's resale
 * site for that event. A failure shows the transfer error dialog, as the spec says for it.
 */
export function SeasonSellModal({ season, onClose }: { season: SeasonCardView; onClose: () => void }) {
  const id = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  const notify = useNotifyEmbeddingPage();
  const events = useSeasonEvents(season.shop, season.seasonId);
  const [picked, setPicked] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const held = (events.data ?? []).filter((event) => !season.excludedEventIds.includes(event.id));

  const sell = async () => {
    if (!picked || busy) return;
    setBusy(true);
    try {
      const { url } = await call(sellSeasonEvent, { params: season.shop, input: { ticketId: season.ticketId, childEventId: picked } });
      const message = analyticsEvent(SELL_CLICKED_MULTI, { eventId: picked, ticketCount: 1, seasonCard: true });
      notify(message);
      window.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail: message }));
      navigateTo(url);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  const body = () => {
    if (events.isPending || events.isError) return <SeasonEventsStatus failed={events.isError} onRetry={() => void events.refetch()} />;
    if (held.length === 0) {
      return (
        <p>
          <FormattedMessage id="account.season.sell.none" />
        </p>
      );
    }
    return (
      <div className={stepStyles.steps}>
        <p className={accountStyles.rowMeta}>
          <FormattedMessage id="account.season.sell.intro" values={{ site: season.resaleSite?.name ?? '' }} />
        </p>
        <fieldset className={stepStyles.fieldset}>
          <legend className={stepStyles.heading}>
            <FormattedMessage id="account.season.sell.choose" />
          </legend>
          <ul className={styles.events}>
            {held.map((event) => (
              <li key={event.id}>
                <label className={styles.choice}>
                  <input type="radio" name={`${id}-event`} value={event.id} checked={picked === event.id} onChange={() => setPicked(event.id)} />
                  <span>
                    <span className={styles.eventName}>{event.name}</span>
                    <span className={styles.reason}>
                      <time dateTime={event.start}>{event.dateLabel}</time>
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.primary} disabled={!picked || busy} aria-busy={busy || undefined} onClick={() => void sell()}>
            <FormattedMessage id="account.season.sell.submit" />
          </button>
        </div>
      </div>
    );
  };

  return (
    <Dialog title={<FormattedMessage id="account.season.sell.title" />} subtitle={season.seasonName} onClose={onClose} busy={busy}>
      {body()}
      <Dialog
        open={failed}
        role="alertdialog"
        title={<FormattedMessage id="account.transferModal.failedTitle" />}
        onClose={() => setFailed(false)}
        initialFocusRef={okRef}
        describedBy={`${id}-failed`}
        size="small"
      >
        <p id={`${id}-failed`}>
          <FormattedMessage id="account.transferModal.failedMessage" />
        </p>
        <div className={formStyles.actions}>
          <button ref={okRef} type="button" className={formStyles.primary} onClick={() => setFailed(false)}>
            <FormattedMessage id="common.ok" />
          </button>
        </div>
      </Dialog>
    </Dialog>
  );
}
