'use client';

import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { call, queryKeyOf } from '@/lib/operations/call';
import { createSeasonResellOffer, getSeasonResellStatus } from '@/lib/operations/season';
import { sumMoney } from '@/lib/domain/money';
import { useToast } from '@/components/ui/Toasts';
import { Dialog } from '@/components/ui/Dialog';
import { AddPayoutMethodDialog } from '../payment-methods/AddPayoutMethodDialog';
import { ResellResult } from '../resale/ResellResult';
import type { TicketSellAction } from '../tickets/types';
import accountStyles from '../ui/account.module.css';
import formStyles from '../shell/forms.module.css';
import stepStyles from '../ui/ActionSteps.module.css';
import styles from './Season.module.css';

type Step = 'select' | 'paymentInfo' | 'review' | 'result';
type Result = 'loading' | 'success' | 'failed';

/**
 * The Resell modal for a season's cards (spec 02 §2 "for a group/season event: select,
 * paymentInfo, review, result", §5 "the select step requires at least one event"): the season's
 * upcoming events to pick, the payout method, the review of what each event brings, then one offer
 * per picked event. An event already offered, or one the cards no longer hold, cannot be picked.
 */
export function SeasonResellModal({ action, onClose }: { action: TicketSellAction; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const id = useId();
  const [step, setStep] = useState<Step>('select');
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [offered, setOffered] = useState<ReadonlySet<string>>(new Set());
  const [cpmId, setCpmId] = useState<string | undefined>();
  const [result, setResult] = useState<Result>('loading');
  const [addingPayout, setAddingPayout] = useState(false);

  const ticketIds = action.tickets.map((ticket) => ticket.id);
  const args = { params: action.shop, input: { eventId: action.eventId, ticketIds } };
  const status = useQuery({ queryKey: queryKeyOf(getSeasonResellStatus, args), queryFn: ({ signal }) => call(getSeasonResellStatus, { ...args, signal }) });
  const view = status.data;
  const money = (amount: number) => intl.formatNumber(amount, { style: 'currency', currency: view?.currency ?? 'EUR' });
  const events = (view?.events ?? []).filter((event) => picked.has(event.id) && event.offerAble);
  const payout = view?.payoutMethods.find((method) => method.id === cpmId);
  const total = (amount: (event: (typeof events)[number]) => number) => sumMoney(events.map(amount));

  const toggle = (eventId: string) => {
    const next = new Set(picked);
    if (next.has(eventId)) next.delete(eventId);
    else next.add(eventId);
    setPicked(next);
  };

  const confirm = async () => {
    if (!cpmId || events.length === 0) return;
    setStep('result');
    setResult('loading');
    const done = new Set(offered);
    try {
      // One offer per event; a retry after a failure skips the events already offered.
      for (const event of events) {
        if (done.has(event.id)) continue;
        await call(createSeasonResellOffer, { params: action.shop, input: { eventId: action.eventId, ticketIds: event.ticketIds, childEventId: event.id, cpmId } });
        done.add(event.id);
      }
      setResult('success');
    } catch {
      setResult('failed');
    } finally {
      setOffered(done);
    }
  };

  const body = () => {
    if (status.isPending) {
      return (
        <p role="status" className={accountStyles.rowMeta}>
          <FormattedMessage id="account.resell.loading" />
        </p>
      );
    }
    if (!view) {
      return (
        <div role="alert" className={formStyles.formError}>
          <FormattedMessage id="account.resell.statusFailed" />
        </div>
      );
    }
    if (step === 'select') {
      if (view.events.length === 0) {
        return (
          <p>
            <FormattedMessage id="account.season.events.empty" />
          </p>
        );
      }
      return (
        <div className={stepStyles.steps}>
          <fieldset className={stepStyles.fieldset}>
            <legend className={stepStyles.heading}>
              <FormattedMessage id="account.season.resell.choose" />
            </legend>
            <ul className={styles.events}>
              {view.events.map((event) => {
                const reasonId = `${id}-${event.id}-reason`;
                return (
                  <li key={event.id}>
                    <label className={styles.choice}>
                      <input
                        type="checkbox"
                        checked={event.offerAble && picked.has(event.id)}
                        disabled={!event.offerAble}
                        onChange={() => toggle(event.id)}
                        aria-describedby={event.offerAble ? undefined : reasonId}
                      />
                      <span>
                        <span className={styles.eventName}>{event.name}</span>
                        <span className={styles.reason}>
                          <time dateTime={event.start}>{event.dateLabel}</time>
                          {event.offerAble ? ` · ${money(event.price)}` : null}
                        </span>
                        {event.offerAble ? null : (
                          <span id={reasonId} className={styles.reason}>
                            <FormattedMessage id={event.activeOfferId ? 'account.season.resell.offered' : 'account.season.resell.unavailable'} />
                          </span>
                        )}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <div className={formStyles.actions}>
            {/* Spec 02 §5: the select step requires at least one event. */}
            <button type="button" className={formStyles.primary} disabled={events.length === 0} onClick={() => setStep('paymentInfo')}>
              <FormattedMessage id="account.season.resell.continue" values={{ count: events.length }} />
            </button>
          </div>
        </div>
      );
    }
    if (step === 'paymentInfo') {
      return (
        <div className={stepStyles.steps}>
          {view.payoutMethods.length === 0 ? (
            <>
              <p>
                <FormattedMessage id="account.resell.noPayoutMethod" />
              </p>
              <div className={formStyles.actions}>
                <button type="button" className={formStyles.primary} onClick={() => setAddingPayout(true)}>
                  <FormattedMessage id="account.resell.addPayoutMethod" />
                </button>
                <a className={formStyles.textLink} href={action.paymentMethodsHref}>
                  <FormattedMessage id="account.resell.paymentMethodsLink" />
                </a>
              </div>
            </>
          ) : (
            <fieldset className={stepStyles.fieldset}>
              <legend className={stepStyles.heading}>
                <FormattedMessage id="account.resell.payoutMethod" />
              </legend>
              <ul className={stepStyles.list}>
                {view.payoutMethods.map((method) => (
                  <li key={method.id}>
                    <label className={stepStyles.option}>
                      <input type="radio" name={`${id}-payout`} value={method.id} checked={cpmId === method.id} onChange={() => setCpmId(method.id)} />
                      <span>{method.label}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.secondary} onClick={() => setStep('select')}>
              <FormattedMessage id="account.resell.back" />
            </button>
            {/* Spec 02 §5: an offer needs a chosen payout method. */}
            <button type="button" className={formStyles.primary} disabled={!payout} onClick={() => setStep('review')}>
              <FormattedMessage id="account.resell.continue" />
            </button>
          </div>
        </div>
      );
    }
    if (step === 'review') {
      return (
        <div className={stepStyles.steps}>
          <section aria-labelledby={`${id}-events`}>
            <h3 id={`${id}-events`} className={stepStyles.heading}>
              <FormattedMessage id="account.season.resell.reviewEvents" values={{ count: events.length }} />
            </h3>
            <ul className={accountStyles.plainList}>
              {events.map((event) => (
                <li key={event.id}>
                  {event.name} ({event.dateLabel}) – <FormattedMessage id="account.season.resell.cards" values={{ count: event.ticketIds.length }} /> – {money(event.price)}
                </li>
              ))}
            </ul>
          </section>
          <dl className={styles.summary}>
            <dt>
              <FormattedMessage id="account.resell.price" />
            </dt>
            <dd>{money(total((event) => event.price))}</dd>
            <dt>
              <FormattedMessage id="account.resell.fees" />
            </dt>
            <dd>−{money(total((event) => event.resellFee))}</dd>
            <dt className={styles.total}>
              <FormattedMessage id="account.resell.totalPayout" />
            </dt>
            <dd className={styles.total}>{money(total((event) => event.proceeds))}</dd>
            <dt>
              <FormattedMessage id="account.resell.payoutTo" />
            </dt>
            <dd>{payout?.label}</dd>
          </dl>
          <p className={formStyles.hint}>
            <FormattedMessage id="account.season.resell.terms" />
          </p>
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.secondary} onClick={() => setStep('paymentInfo')}>
              <FormattedMessage id="account.resell.back" />
            </button>
            <button type="button" className={formStyles.primary} onClick={() => void confirm()}>
              <FormattedMessage id="account.resell.confirm" />
            </button>
          </div>
        </div>
      );
    }
    const partly = offered.size > 0 ? (
      <p>
        <FormattedMessage id="account.season.resell.partlyOffered" values={{ count: offered.size }} />
      </p>
    ) : null;
    return <ResellResult result={result} onClose={onClose} onTryAgain={() => setStep('review')} failureDetail={partly} />;
  };

  return (
    <Dialog title={<FormattedMessage id="account.resell.title" />} subtitle={action.eventName} onClose={onClose}>
      {body()}
      {addingPayout ? (
        <AddPayoutMethodDialog
          shop={{ slug: action.shop.seller }}
          onAdded={(methodId) => {
            setAddingPayout(false);
            toast.success(intl.formatMessage({ id: 'account.paymentMethods.added' }));
            if (methodId) setCpmId(methodId);
            void status.refetch();
          }}
          onClose={() => setAddingPayout(false)}
        />
      ) : null}
    </Dialog>
  );
}
