'use client';

import { useId, useMemo, useRef, useState } from 'react';
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '@/components/ui/Dialog';
import { call, queryKeyOf } from '@/lib/operations/call';
import { createUpgrade, getUpgradeOptions } from '@/lib/operations/upgrade';
import { preselectedUpgradeTickets } from '@/lib/domain/upgrade';
import { eventDateLabel } from '@/lib/i18n/format';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';
import { PolicyPreview } from '../PolicyPreview';
import { UpgradeSeatMap } from './UpgradeSeatMap';
import { ActionFailure, EventChoices, TicketChoices } from '../ActionChoices';
import { pageNavigation } from '../navigation';
import type { ActionModalProps, TicketWithOffers } from '../types';
import formStyles from '@/components/account/shell/forms.module.css';
import choiceStyles from '../choices.module.css';

type Step = 'selectTickets' | 'selectEvent' | 'confirm';
const STEPS: readonly Step[] = ['selectTickets', 'selectEvent', 'confirm'];

const upgradeOf = (entry: TicketWithOffers) => entry.offers.find((offer) => offer.action === 'upgrade');

/** The tickets of the opened ticket's event that offer Upgrade (the modal lists one event's tickets). */
export function upgradeCandidates(ticket: Ticket, siblings: readonly TicketWithOffers[]): TicketWithOffers[] {
  const own = siblings.filter((entry) => entry.ticket.eventId === ticket.eventId && upgradeOf(entry));
  return own.some((entry) => entry.ticket._id === ticket._id) ? own : [{ ticket, offers: [] }, ...own];
}

/**
 * The upgrade modal (spec 02 §2, §4, §5, §8): selectTickets (every eligible ticket preselected
 * when there are fewer than 10; a link to buy additional tickets instead, unusable while tickets
 * are selected), selectEvent (the events the API says all of them may be upgraded to), confirm
 * (the credit, the warning that an upgrade cannot be restarted while one is open, the disclaimer
 * to confirm). Continuing opens the new checkout at step 1 of the target with the tickets' credit.
 */
export function UpgradeModal({ ticket, offer, siblings, place, onClose }: ActionModalProps) {
  const intl = useIntl();
  const baseId = useId();
  const continueRef = useRef<HTMLButtonElement>(null);
  const candidates = useMemo(() => upgradeCandidates(ticket, siblings), [ticket, siblings]);
  const eligible = candidates.filter((entry) => upgradeOf(entry)?.possible === true);
  const [selected, setSelected] = useState<Set<string>>(() => {
    const preselected = preselectedUpgradeTickets(eligible).map((entry) => entry.ticket._id);
    return new Set(preselected.length > 0 ? preselected : [ticket._id]);
  });
  const [step, setStep] = useState<Step>('selectTickets');
  const [targetEventId, setTargetEventId] = useState<string | undefined>(undefined);
  const [understood, setUnderstood] = useState(false);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const refs = candidates.filter((entry) => selected.has(entry.ticket._id)).map((entry) => ({ id: entry.ticket._id, secret: entry.ticket.secret ?? '' }));
  const optionsArgs = { input: { tickets: refs } };
  const options = useQuery({
    queryKey: queryKeyOf(getUpgradeOptions, optionsArgs),
    queryFn: ({ signal }) => call(getUpgradeOptions, { ...optionsArgs, signal }),
    enabled: step !== 'selectTickets' && refs.length > 0,
    staleTime: 0,
  });
  const target = options.data?.targets.find((each) => each.eventId === targetEventId);
  const currency = options.data?.currency ?? offer.policy.currency;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const go = (delta: 1 | -1) => {
    const next = STEPS[STEPS.indexOf(step) + delta];
    if (next) setStep(next);
    if (delta < 0) setUnderstood(false);
  };

  const upgrade = async () => {
    if (!targetEventId) return;
    setState('busy');
    try {
      const { url } = await call(createUpgrade, { input: { tickets: refs, targetEventId } });
      pageNavigation.assign(url);
    } catch {
      setState('failed');
    }
  };

  const buyMore = `/${encodeURIComponent(place.shop.seller)}/checkout/${encodeURIComponent(ticket.eventId)}`;

  return (
    <Dialog
      title={intl.formatMessage({ id: 'ticketActions.upgrade.title' })}
      subtitle={intl.formatMessage({ id: 'ticketActions.rebook.progress' }, { step: STEPS.indexOf(step) + 1, count: STEPS.length })}
      onClose={onClose}
      busy={state === 'busy'}
      initialFocusRef={continueRef}
      // The target's hall needs the room.
      size={step === 'confirm' && target?.seatMap ? 'large' : 'medium'}
    >
      {step === 'selectTickets' ? (
        <>
          <TicketChoices
            legend={<FormattedMessage id="ticketActions.upgrade.selectTickets" />}
            choices={candidates.map((entry) => {
              const own = upgradeOf(entry);
              return { ticket: entry.ticket, possible: own?.possible === true, reason: own?.policy.reason ?? 'upgradesDisabled' };
            })}
            selected={selected}
            onToggle={toggle}
          />
          <p className={choiceStyles.note}>
            {refs.length === 0 ? (
              <Link href={buyMore}>
                <FormattedMessage id="ticketActions.upgrade.buyMore" />
              </Link>
            ) : (
              // Buying more is for when no ticket is traded in; while some are selected it waits.
              <span role="link" aria-disabled="true" className={choiceStyles.disabledLink}>
                <FormattedMessage id="ticketActions.upgrade.buyMore" />
              </span>
            )}
          </p>
        </>
      ) : null}

      {step !== 'selectTickets' && options.isPending ? (
        <p role="status">
          <FormattedMessage id="ticketActions.rebook.loading" />
        </p>
      ) : null}
      {step !== 'selectTickets' && options.isError ? (
        <ActionFailure title="ticketActions.upgrade.failedTitle" message="ticketActions.upgrade.failed" onRetry={() => void options.refetch()} />
      ) : null}

      {step === 'selectEvent' && options.data ? (
        <EventChoices
          legend={<FormattedMessage id="ticketActions.upgrade.selectEvent" />}
          empty={<FormattedMessage id="ticketActions.upgrade.noTargets" />}
          events={options.data.targets}
          chosen={targetEventId}
          onChoose={setTargetEventId}
          fallbackReason="targetNotAllowed"
          withLocation
        />
      ) : null}

      {step === 'confirm' && target ? (
        <>
          <p>
            <FormattedMessage id="ticketActions.upgrade.confirmTarget" values={{ count: refs.length, event: target.name, date: eventDateLabel(intl, { start: target.start, timezone: target.timeZone }) }} />
          </p>
          <PolicyPreview policy={{ ...offer.policy, currency, credit: options.data && options.data.credit > 0 ? options.data.credit : undefined }} />
          {target.seatMap ? <UpgradeSeatMap seller={place.shop.seller} eventId={target.eventId} eventName={target.name} /> : null}
          <p className={choiceStyles.disclaimer}>
            <FormattedMessage id="ticketActions.upgrade.nextStep" />
          </p>
          <p className={choiceStyles.disclaimer} role="note">
            <FormattedMessage id="ticketActions.upgrade.noRestart" />
          </p>
          <p className={choiceStyles.confirmation}>
            <input id={`${baseId}-understood`} type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
            <label htmlFor={`${baseId}-understood`}>
              <FormattedMessage id="ticketActions.upgrade.disclaimer" />
            </label>
          </p>
        </>
      ) : null}

      {state === 'failed' ? <ActionFailure title="ticketActions.upgrade.failedTitle" message="ticketActions.upgrade.failed" /> : null}

      <div className={formStyles.actions}>
        {step === 'selectTickets' ? (
          <button type="button" className={formStyles.secondary} onClick={onClose}>
            <FormattedMessage id="ticketActions.rebook.cancel" />
          </button>
        ) : (
          <button type="button" className={formStyles.secondary} onClick={() => go(-1)} disabled={state === 'busy'}>
            <FormattedMessage id="ticketActions.rebook.back" />
          </button>
        )}
        {step === 'confirm' ? (
          <button
            ref={continueRef}
            type="button"
            className={formStyles.primary}
            onClick={() => void upgrade()}
            disabled={!understood || state === 'busy'}
            aria-busy={state === 'busy' || undefined}
          >
            <FormattedMessage id="ticketActions.upgrade.submit" />
          </button>
        ) : (
          <button
            ref={continueRef}
            type="button"
            className={formStyles.primary}
            onClick={() => go(1)}
            disabled={step === 'selectTickets' ? refs.length === 0 : !target?.possible}
          >
            <FormattedMessage id="ticketActions.rebook.continue" values={{ count: refs.length }} />
          </button>
        )}
      </div>
    </Dialog>
  );
}
