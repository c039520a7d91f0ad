'use client';

import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '@/components/ui/Dialog';
import { PaymentFormBoundary } from '@/components/payments/PaymentFormBoundary';
import { PaymentSkeleton } from '@/components/payments/PaymentSkeleton';
import { gatewaysQuery } from '@/components/payments/queries';
import { gatewayKindOf, payableGateways } from '@/components/payments/registry';
import { clearPendingPayment, savePendingPayment, type PendingPayment } from '@/components/payments/pending-payment';
import type { RedirectReturn } from '@/components/payments/redirect-return';
import { redirectTo } from '@/components/payments/navigation';
import type { PaymentOutcome, PaymentStart, SetupMode, StartedPayment } from '@/components/payments/types';
import { ApiError, call } from '@/lib/operations/call';
import {
  addCustomPaymentMethod,
  getPaymentMethodSetup,
  getPaymentMethodSetupProcessor,
  startPaymentMethodSetup,
  verifyPaymentMethodSetup,
  type CustomGatewayOption,
} from '@/lib/operations/payment-methods';
import type { PaymentGateway } from '@/lib/ticketing/schemas/payment-gateway';
import { CustomMethodForm, type BankDetails, type BankField } from './CustomMethodForm';
import { NotVerifiedDialog } from './NotVerifiedDialog';
import { pollSetupRequest } from './setup-polling';
import paymentStyles from '@/components/payments/payments.module.css';
import formStyles from '../shell/forms.module.css';

/** The sessionStorage slot of a setup that left for a provider's page (one per shop). */
export const setupPendingKey = (slug: string) => `payment-method-setup:${slug}`;

/** A return from a provider's page (3-D Secure, a bank) that the dialog finishes. */
export interface ResumedSetup {
  found: RedirectReturn;
  pending: PendingPayment | undefined;
}

export interface AddPaymentMethodDialogProps {
  shop: { slug: string };
  currency: string;
  locale: string;
  customGateways: readonly CustomGatewayOption[];
  /** Only methods that can receive resale payouts (SEPA / ACH): the Sell modal's payout step. */
  payoutOnly?: boolean | undefined;
  /** The custom gateways are still being read. */
  loading?: boolean | undefined;
  resumed?: ResumedSetup | undefined;
  /** The method was added (its id when known: a card's is read from the list afterwards). */
  onAdded: (methodId?: string) => void;
  onClose: () => void;
}

type Option = { kind: 'card'; id: string; name: string; gateway: PaymentGateway } | { kind: 'custom'; id: string; name: string; gateway: CustomGatewayOption };
type Phase = 'choose' | 'verifying' | 'notVerified';
type SetupRef = StartedPayment['paymentRequest'];

/**
 * What a return from a provider's page gives verify: the sandbox bank and Adyen send a redirect
 * result, Stripe a setup intent. Anything else (a failure flag, no pending setup) is not verified.
 */
function resumedData({ found, pending }: ResumedSetup): Record<string, string> | undefined {
  if (!pending) return undefined;
  if (found.kind === 'redirectResult') return { redirectResult: found.value };
  if (found.kind === 'setupIntent') return { setupIntentId: found.value };
  return undefined;
}

const BANK_FIELDS: readonly BankField[] = ['iban', 'bic', 'accountNumber', 'routingNumber', 'accountHolderName'];

/** `data.iban: ['invalidIban']` → `{ iban: 'invalidIban' }`. */
function bankFieldErrors(errors: Record<string, string[]> | undefined): Partial<Record<BankField, string>> | undefined {
  if (!errors) return undefined;
  const found = BANK_FIELDS.flatMap((field) => {
    const code = errors[`data.${field}`]?.[0];
    return code ? [[field, code] as const] : [];
  });
  return found.length > 0 ? Object.fromEntries(found) : undefined;
}

/**
 * The add payment method flow (spec 01 §4, §5, §8; spec 02 §2): the shop's card gateways (in
 * setup mode, their button says 'Add') and its SEPA / ACH gateways. A card form asks for a setup
 * payment request when it is sent, completes it, and the request is then polled (attempt n waits
 * 500 ms × 2ⁿ): still new keeps polling, canceled says not verified, otherwise the flow closes.
 * A custom method is created from its bank details directly. Missing request credentials, a
 * failed custom method and a canceled request all end in the not-verified dialog, whose Try
 * again starts over. Closing the dialog stops the polling.
 */
export function AddPaymentMethodDialog({ shop, currency, locale, customGateways, payoutOnly = false, loading = false, resumed, onAdded, onClose }: AddPaymentMethodDialogProps) {
  const intl = useIntl();
  const name = useId();
  const params = useMemo(() => ({ seller: shop.slug }), [shop.slug]);
  const cards = useQuery({ ...gatewaysQuery(shop.slug), enabled: !payoutOnly });
  const [phase, setPhase] = useState<Phase>(() => (resumed ? (resumedData(resumed) ? 'verifying' : 'notVerified') : 'choose'));
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const [polling, setPolling] = useState<SetupRef | null>(null);
  const [serverErrors, setServerErrors] = useState<Partial<Record<BankField, string>> | undefined>();
  const request = useRef<SetupRef | null>(null);
  const inFlight = useRef(false);
  const resumedOnce = useRef(false);
  const statusRef = useRef<HTMLDivElement>(null);

  // The form that had focus is gone while the method is verified: focus moves to what is said instead.
  useEffect(() => {
    if (phase === 'verifying') statusRef.current?.focus();
  }, [phase]);
  // The parent's callback may change on every render; the polling must not start over for that.
  const added = useRef(onAdded);
  useEffect(() => {
    added.current = onAdded;
  }, [onAdded]);

  const options = useMemo<Option[]>(
    () => [
      ...(payoutOnly ? [] : payableGateways(cards.data ?? []).map((gateway): Option => ({ kind: 'card', id: gateway._id, name: gateway.name ?? gateway.type, gateway }))),
      ...customGateways.map((gateway): Option => ({ kind: 'custom', id: gateway.id, name: gateway.name, gateway })),
    ],
    [payoutOnly, cards.data, customGateways],
  );
  const selected = options.find((option) => option.id === selectedId) ?? options[0];

  const notVerified = useCallback(() => {
    inFlight.current = false;
    setBusy(false);
    setPolling(null);
    setPhase('notVerified');
  }, []);

  const onOutcome = useCallback(
    (outcome: PaymentOutcome) => {
      // On success the request is polled for the gateway's decision (spec 01 §4).
      if (outcome.status === 'succeeded' && request.current) setPolling(request.current);
      else notVerified();
    },
    [notVerified],
  );

  const setup = useMemo<SetupMode>(
    () => ({
      submit: async (payment, gatewayId, data, report) => {
        try {
          const answer = await call(verifyPaymentMethodSetup, { params: { ...params, id: payment.paymentRequest._id }, input: { secret: payment.paymentRequest.secret, paymentGatewayId: gatewayId, data } });
          if (answer.status === 'requiresAction') return redirectTo(answer.redirectUrl);
          report({ status: 'succeeded' });
        } catch {
          report({ status: 'failed' });
        }
      },
    }),
    [params],
  );

  /** Before a card form completes anything: the setup request (once) and the gateway's processor session. */
  const start = async (gateway: PaymentGateway): Promise<PaymentStart> => {
    if (inFlight.current) return { kind: 'stopped' };
    inFlight.current = true;
    setBusy(true);
    try {
      request.current ??= (await call(startPaymentMethodSetup, { params, input: {} })).paymentRequest;
      const { _id, secret } = request.current;
      const processor = await call(getPaymentMethodSetupProcessor, { params: { ...params, id: _id }, input: { secret, paymentGatewayId: gateway._id, returnUrl: window.location.pathname } });
      savePendingPayment(setupPendingKey(shop.slug), { paymentRequestId: _id, secret, gatewayId: gateway._id, gatewayType: gateway.type, clientSecret: processor.data?.clientSecret, publicKey: gateway.data?.publicKey });
      return { kind: 'payment', payment: { paymentRequest: request.current, processor } };
    } catch {
      notVerified();
      return { kind: 'stopped' };
    }
  };

  const addCustom = async (gateway: CustomGatewayOption, details: BankDetails) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setServerErrors(undefined);
    try {
      const { method } = await call(addCustomPaymentMethod, { params, input: { gatewayId: gateway.id, data: details } });
      added.current(method._id);
    } catch (error) {
      inFlight.current = false;
      setBusy(false);
      const fields = error instanceof ApiError && error.status === 400 ? bankFieldErrors(error.errors) : undefined;
      if (fields) setServerErrors(fields);
      else notVerified();
    }
  };

  // Back from a provider's page: verify what it answered, then poll like any other setup.
  useEffect(() => {
    if (!resumed || resumedOnce.current) return;
    resumedOnce.current = true;
    const { pending } = resumed;
    clearPendingPayment(setupPendingKey(shop.slug));
    const data = resumedData(resumed);
    if (!data || !pending) return;
    request.current = { _id: pending.paymentRequestId, secret: pending.secret, amount: 0, currency };
    void setup.submit({ paymentRequest: request.current, processor: { reference: '' } }, pending.gatewayId, data, onOutcome);
  }, [resumed, shop.slug, currency, setup, onOutcome]);

  useEffect(() => {
    if (!polling) return;
    const controller = new AbortController();
    void pollSetupRequest((signal) => call(getPaymentMethodSetup, { params: { ...params, id: polling._id }, input: { secret: polling.secret }, signal }).then((answer) => answer.status), controller.signal).then((outcome) => {
      if (outcome === 'aborted') return;
      if (outcome === 'notVerified') return notVerified();
      clearPendingPayment(setupPendingKey(shop.slug));
      added.current();
    });
    return () => controller.abort();
  }, [polling, params, shop.slug, notVerified]);

  const tryAgain = () => {
    request.current = null;
    inFlight.current = false;
    clearPendingPayment(setupPendingKey(shop.slug));
    setBusy(false);
    setServerErrors(undefined);
    setResetKey((key) => key + 1);
    setPhase('choose');
  };

  if (phase === 'notVerified') return <NotVerifiedDialog onTryAgain={tryAgain} onClose={onClose} />;

  const form = () => {
    if (loading || (!payoutOnly && cards.isPending)) return <PaymentSkeleton />;
    if (!selected) {
      return (
        <p className={formStyles.hint}>
          <FormattedMessage id="account.paymentMethods.add.noGateways" />
        </p>
      );
    }
    if (selected.kind === 'custom') {
      return <CustomMethodForm key={`${selected.id}:${resetKey}`} gateway={selected.gateway} busy={busy} serverErrors={serverErrors} onSubmit={(details) => void addCustom(selected.gateway, details)} />;
    }
    const kind = gatewayKindOf(selected.gateway);
    if (!kind) return null;
    return (
      <PaymentFormBoundary resetKey={`${selected.id}:${resetKey}`}>
        <Suspense fallback={<PaymentSkeleton />}>
          <kind.Component
            key={`${selected.id}:${resetKey}`}
            gateway={selected.gateway}
            amount={0}
            currency={currency}
            locale={locale}
            returnUrl={typeof window === 'undefined' ? '/' : window.location.pathname}
            busy={busy}
            start={() => start(selected.gateway)}
            onProcessing={() => setPhase('verifying')}
            onOutcome={onOutcome}
            setup={setup}
          />
        </Suspense>
      </PaymentFormBoundary>
    );
  };

  return (
    <Dialog title={intl.formatMessage({ id: 'account.paymentMethods.add.title' })} onClose={onClose} closeOnBackdrop={false}>
      {phase === 'verifying' ? (
        <div ref={statusRef} className={paymentStyles.processing} role="status" tabIndex={-1}>
          <span className={paymentStyles.processingSpinner} aria-hidden="true" />
          <p className={formStyles.label}>
            <FormattedMessage id="payment.processing.title" />
          </p>
          <p>
            <FormattedMessage id="account.paymentMethods.add.verifying" />
          </p>
        </div>
      ) : (
        <div className={paymentStyles.section}>
          {options.length > 1 ? (
            <fieldset className={paymentStyles.methods}>
              <legend className={paymentStyles.methodsLegend}>
                <FormattedMessage id="account.paymentMethods.add.choose" />
              </legend>
              {options.map((option) => (
                <label key={option.id} className={paymentStyles.method} data-selected={option.id === selected?.id || undefined}>
                  <input type="radio" name={name} value={option.id} checked={option.id === selected?.id} disabled={busy} onChange={() => setSelectedId(option.id)} className={paymentStyles.methodRadio} />
                  <span className={paymentStyles.methodText}>
                    <span className={paymentStyles.methodName}>{option.name}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {form()}
        </div>
      )}
    </Dialog>
  );
}
