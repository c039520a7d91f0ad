'use client';

import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '@/components/ui/Dialog';
import { call, queryKeyOf } from '@/lib/operations/call';
import { createRebooking, getRebookingOptions } from '@/lib/operations/rebooking';
import type { RebookingTargetView } from '@/lib/ticket-actions/rebooking-options';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';
import { PolicyPreview } from '../PolicyPreview';
import { ActionFailure, EventChoices, TicketChoices, useTicketChoiceLabel } from '../ActionChoices';
import { pageNavigation } from '../navigation';
import type { ActionModalProps, TicketWithOffers } from '../types';
import formStyles from '@/components/account/shell/forms.module.css';
import styles from '../choices.module.css';

type Step = 'tickets' | 'source' | 'target';

/** A selectable ticket and the tickets it triggered, which go with it (spec 02 §5). */
interface Candidate {
  entry: TicketWithOffers;
  followers: Ticket[];
}

/** The tickets of the opened ticket's order that offer Rebook, each with the tickets it triggered. */
export function rebookingCandidates(ticket: Ticket, siblings: readonly TicketWithOffers[]): Candidate[] {
  const sameOrder = siblings.filter((entry) => entry.ticket.transactionId === ticket.transactionId && entry.ticket.eventId === ticket.eventId);
  const own = sameOrder.some((entry) => entry.ticket._id === ticket._id) ? sameOrder : [{ ticket, offers: [] }, ...sameOrder];
  return own
    .filter((entry) => !entry.ticket.triggeredBy)
    .map((entry) => ({ entry, followers: own.filter((other) => other.ticket.triggeredBy === entry.ticket._id).map((other) => other.ticket) }));
}

const offerOf = (entry: TicketWithOffers) => entry.offers.find((offer) => offer.action === 'rebook');

/**
 * The rebooking modal (spec 02 §2, §4, §5, §8, §9), 3 steps: the tickets (of one order; tickets
 * triggered by another go with it), the concert a season card gives up (only with a season card),
 * and the event to move to — each event saying whether all the tickets may move there and, if
 * not, why. Continuing opens the new checkout at step 1 with the old tickets' credit; while it is
 * open the tickets are locked (the disclaimer says so).
 */
export function RebookModal({ ticket, offer, siblings, onClose }: ActionModalProps) {
  const intl = useIntl();
  const continueRef = useRef<HTMLButtonElement>(null);
  const candidates = useMemo(() => rebookingCandidates(ticket, siblings), [ticket, siblings]);
  const [selected, setSelected] = useState<Set<string>>(() => new Set([ticket._id]));
  const [step, setStep] = useState<Step>('tickets');
  const [sourceEventId, setSourceEventId] = useState<string | undefined>(undefined);
  const [targetEventId, setTargetEventId] = useState<string | undefined>(undefined);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const chosen = candidates.filter((candidate) => selected.has(candidate.entry.ticket._id));
  const refs = chosen.flatMap((candidate) => [candidate.entry.ticket, ...candidate.followers]).map((each) => ({ id: each._id, secret: each.secret ?? '' }));
  const season = chosen.some((candidate) => candidate.entry.ticket.type === 'multi');
  const steps: Step[] = season ? ['tickets', 'source', 'target'] : ['tickets', 'target'];
  const optionsArgs = { input: { tickets: refs, ...(step === 'target' && sourceEventId ? { sourceEventId } : {}) } };
  const options = useQuery({
    queryKey: queryKeyOf(getRebookingOptions, optionsArgs),
    queryFn: ({ signal }) => call(getRebookingOptions, { ...optionsArgs, signal }),
    enabled: step !== 'tickets' && refs.length > 0,
    staleTime: 0,
  });
  const target: RebookingTargetView | undefined = options.data?.targets.find((each) => each.eventId === targetEventId);
  const currency = options.data?.currency ?? offer.policy.currency;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const next = () => {
    const index = steps.indexOf(step);
    const following = steps[index + 1];
    if (following) setStep(following);
  };
  const back = () => {
    const index = steps.indexOf(step);
    const previous = steps[index - 1];
    if (previous) setStep(previous);
    setTargetEventId(undefined);
  };

  const rebook = async () => {
    if (!targetEventId) return;
    setState('busy');
    try {
      const { url } = await call(createRebooking, { input: { tickets: refs, targetEventId, ...(sourceEventId ? { sourceEventId } : {}) } });
      pageNavigation.assign(url);
    } catch {
      setState('failed');
    }
  };

  const ticketLabel = useTicketChoiceLabel();
  const stepNumber = steps.indexOf(step) + 1;

  return (
    <Dialog
      title={intl.formatMessage({ id: 'ticketActions.rebook.title' })}
      subtitle={intl.formatMessage({ id: 'ticketActions.rebook.progress' }, { step: stepNumber, count: steps.length })}
      onClose={onClose}
      busy={state === 'busy'}
      initialFocusRef={continueRef}
      size="medium"
    >
      {step === 'tickets' ? (
        <TicketChoices
          legend={<FormattedMessage id="ticketActions.rebook.selectTickets" />}
          choices={candidates.map(({ entry, followers }) => {
            const rebook = offerOf(entry);
            return {
              ticket: entry.ticket,
              possible: rebook?.possible === true,
              reason: rebook?.policy.reason ?? 'noRules',
              note: followers.length > 0 ? <FormattedMessage id="ticketActions.rebook.goesWith" values={{ names: followers.map(ticketLabel).join(', ') }} /> : undefined,
            };
          })}
          selected={selected}
          onToggle={toggle}
        >
          <p className={styles.disclaimer}>
            <FormattedMessage id="ticketActions.rebook.lockDisclaimer" />
          </p>
        </TicketChoices>
      ) : null}

      {step !== 'tickets' && options.isPending ? (
        <p role="status">
          <FormattedMessage id="ticketActions.rebook.loading" />
        </p>
      ) : null}
      {step !== 'tickets' && options.isError ? <ActionFailure message="ticketActions.rebook.failed" onRetry={() => void options.refetch()} /> : null}

      {step === 'source' && options.data ? (
        <EventChoices
          legend={<FormattedMessage id="ticketActions.rebook.selectSource" />}
          empty={<FormattedMessage id="ticketActions.rebook.noSources" />}
          events={options.data.sources ?? []}
          chosen={sourceEventId}
          onChoose={setSourceEventId}
          fallbackReason="noRules"
        />
      ) : null}

      {step === 'target' && options.data ? (
        <>
          <EventChoices
            legend={<FormattedMessage id="ticketActions.rebook.selectTarget" />}
            empty={<FormattedMessage id="ticketActions.rebook.noTargets" />}
            events={options.data.targets}
            chosen={targetEventId}
            onChoose={setTargetEventId}
            fallbackReason="noRules"
            withLocation
          />
          <PolicyPreview policy={{ ...offer.policy, currency, credit: options.data.credit, fee: target?.fee ?? offer.policy.fee }} />
        </>
      ) : null}

      {state === 'failed' ? <ActionFailure message="ticketActions.rebook.failed" /> : null}

      <div className={formStyles.actions}>
        {step === 'tickets' ? (
          <button type="button" className={formStyles.secondary} onClick={onClose}>
            <FormattedMessage id="ticketActions.rebook.cancel" />
          </button>
        ) : (
          <button type="button" className={formStyles.secondary} onClick={back} disabled={state === 'busy'}>
            <FormattedMessage id="ticketActions.rebook.back" />
          </button>
        )}
        {step === 'target' ? (
          <button
            ref={continueRef}
            type="button"
            className={formStyles.primary}
            onClick={() => void rebook()}
            disabled={!target?.possible || state === 'busy'}
            aria-busy={state === 'busy' || undefined}
          >
            <FormattedMessage id="ticketActions.rebook.submit" />
          </button>
        ) : (
          <button
            ref={continueRef}
            type="button"
            className={formStyles.primary}
            onClick={next}
            disabled={step === 'tickets' ? chosen.length === 0 : !sourceEventId}
          >
            <FormattedMessage id="ticketActions.rebook.continue" values={{ count: chosen.length }} />
          </button>
        )}
      </div>
    </Dialog>
  );
}
