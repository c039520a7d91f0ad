'use client';

import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { call, queryKeyOf } from '@/lib/operations/call';
import { createResellOffer, getResellOfferStatus } from '@/lib/operations/resale';
import { sumMoney } from '@/lib/domain/money';
import { useToast } from '@/components/ui/Toasts';
import { Dialog } from '@/components/ui/Dialog';
import { CancelOffer } from './CancelOffer';
import { ResellResult } from './ResellResult';
import { MarketplaceSellOption } from './MarketplaceSellOption';
import { useSellSelection } from './useSellSelection';
import { TicketSelectionList } from '../selection/TicketSelectionList';
import { AddPayoutMethodDialog } from '../payment-methods/AddPayoutMethodDialog';
import type { TicketSellAction } from '../tickets/types';
import { SeasonResellModal } from '../season/SeasonResellModal';
import accountStyles from '../ui/account.module.css';
import formStyles from '../shell/forms.module.css';
import styles from './ResellModal.module.css';
import stepStyles from '../ui/ActionSteps.module.css';

type Step = 'paymentInfo' | 'review' | 'result';
type Result = 'loading' | 'success' | 'failed';

/**
 * The Resell (marketmaker) offer modal for a normal event (spec 02 §2, §4, §5): paymentInfo (which
 * of the event's tickets, checked by the selection rule of spec 01 §5, and the payout method),
 * review (tickets, total payout, fees, terms, confirm) and result. The payout step also offers
 * selling the chosen tickets on the seller's resale site (spec 02 §6). When the customer already
 * has an active offer on the event, the modal is the single cancel step. Without a payout method
 * the payout part offers the add payment-method sub-modal (SEPA / ACH only) and the Payment
 * methods screen.
 */
export function ResellModal({ action, onClose }: { action: TicketSellAction; onClose: () => void }) {
  // A season's cards are sold by event: the wizard with the select step (components/account/season/).
  return action.season ? <SeasonResellModal action={action} onClose={onClose} /> : <EventResellModal action={action} onClose={onClose} />;
}

function EventResellModal({ action, onClose }: { action: TicketSellAction; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const id = useId();
  const [step, setStep] = useState<Step>('paymentInfo');
  const [cpmId, setCpmId] = useState<string | undefined>();
  const [result, setResult] = useState<Result>('loading');
  const [addingPayout, setAddingPayout] = useState(false);

  const statusArgs = { params: action.shop, input: { eventId: action.eventId, ticketIds: action.tickets.map((ticket) => ticket.id) } };
  const status = useQuery({
    queryKey: queryKeyOf(getResellOfferStatus, statusArgs),
    queryFn: ({ signal }) => call(getResellOfferStatus, { ...statusArgs, signal }),
  });
  const view = status.data;
  const sell = useSellSelection(action.tickets, view?.tickets);
  const money = (amount: number) => intl.formatNumber(amount, { style: 'currency', currency: view?.currency ?? 'EUR' });
  const payout = view?.payoutMethods.find((method) => method.id === cpmId);
  const totals = useMemo(() => {
    const price = sumMoney(sell.chosen.map((ticket) => ticket.price));
    const resellFee = sumMoney(sell.chosen.map((ticket) => ticket.resellFee));
    return { price, resellFee, proceeds: sumMoney([price, -resellFee]) };
  }, [sell.chosen]);

  const confirm = async () => {
    if (!view || !cpmId || sell.chosen.length === 0) return;
    setStep('result');
    setResult('loading');
    try {
      await call(createResellOffer, { params: action.shop, input: { eventId: action.eventId, ticketIds: sell.chosen.map((ticket) => ticket.id), cpmId } });
      setResult('success');
    } catch {
      setResult('failed');
    }
  };

  const payoutPart = () => {
    if (!view) return null;
    if (view.payoutMethods.length === 0) {
      return (
        <div className={stepStyles.steps}>
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
        </div>
      );
    }
    return (
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
    );
  };

  const body = () => {
    if (status.isPending) {
      return (
        <p className={accountStyles.rowMeta}>
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
    if (view.activeOffer) {
      return (
        <div className={stepStyles.steps}>
          <p>
            <FormattedMessage id="account.resell.activeOffer" values={{ count: view.activeOffer.ticketCount }} />
          </p>
          <CancelOffer
            shop={action.shop}
            offerId={view.activeOffer.id}
            confirmFirst
            onKeep={onClose}
            onCanceled={() => {
              toast.success(intl.formatMessage({ id: 'account.resell.cancel.done' }));
              onClose();
            }}
          />
        </div>
      );
    }
    if (!view.offerAble || sell.offerable.length === 0) {
      return (
        <p>
          <FormattedMessage id="account.resell.notOfferable" />
        </p>
      );
    }
    if (step === 'paymentInfo') {
      return (
        <div className={stepStyles.steps}>
          <TicketSelectionList
            legend={<FormattedMessage id="account.resell.chooseTickets" />}
            tickets={sell.options}
            selection={sell.selection}
            unavailable={(ticket) => {
              const reason = sell.unavailableReason(ticket.id);
              return reason ? <FormattedMessage id={reason} values={{ site: action.resaleSite?.name ?? '' }} /> : undefined;
            }}
          />
          {action.resaleSite ? (
            <MarketplaceSellOption
              shop={action.shop}
              eventId={action.eventId}
              siteName={action.resaleSite.name}
              externalListing={sell.externalListing}
              chosen={sell.chosen}
              validSeats={sell.selection.state.valid}
            />
          ) : null}
          {payoutPart()}
          {view.payoutMethods.length > 0 ? (
            <div className={formStyles.actions}>
              {/* Spec 02 §5: an offer needs a chosen payout method; spec 01 §5: and a valid selection. */}
              <button type="button" className={formStyles.primary} disabled={!payout || !sell.selection.state.valid} onClick={() => setStep('review')}>
                <FormattedMessage id="account.resell.continue" />
              </button>
            </div>
          ) : null}
        </div>
      );
    }
    if (step === 'review') {
      return (
        <div className={stepStyles.steps}>
          <section aria-labelledby={`${id}-tickets`}>
            <h3 id={`${id}-tickets`} className={stepStyles.heading}>
              <FormattedMessage id="account.resell.tickets" values={{ count: sell.chosen.length }} />
            </h3>
            <ul className={accountStyles.plainList}>
              {sell.chosen.map((ticket) => (
                <li key={ticket.id}>
                  {ticket.label} – {money(ticket.price)}
                </li>
              ))}
            </ul>
          </section>
          <dl className={styles.summary}>
            <dt>
              <FormattedMessage id="account.resell.price" />
            </dt>
            <dd>{money(totals.price)}</dd>
            <dt>
              <FormattedMessage id="account.resell.fees" />
            </dt>
            <dd>−{money(totals.resellFee)}</dd>
            <dt className={styles.payout}>
              <FormattedMessage id="account.resell.totalPayout" />
            </dt>
            <dd className={styles.payout}>{money(totals.proceeds)}</dd>
            <dt>
              <FormattedMessage id="account.resell.payoutTo" />
            </dt>
            <dd>{payout?.label}</dd>
          </dl>
          <p className={formStyles.hint}>
            <FormattedMessage id="account.resell.terms" />
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
    return <ResellResult result={result} onClose={onClose} onTryAgain={() => setStep('review')} />;
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
