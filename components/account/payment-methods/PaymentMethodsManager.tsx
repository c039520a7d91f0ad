'use client';

import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useToast } from '@/components/ui/Toasts';
import { loadPendingPayment } from '@/components/payments/pending-payment';
import { readRedirectReturn, stripReturnParams } from '@/components/payments/redirect-return';
import { ApiError, call } from '@/lib/operations/call';
import { deletePaymentMethod, setPrimaryPaymentMethod, type PaymentMethodsView } from '@/lib/operations/payment-methods';
import type { CustomerPaymentMethod } from '@/lib/ticketing/schemas/customer-payment-method';
import { cardExpiry } from '@/lib/domain/card-expiry';
import { paymentMethodLabel } from '@/lib/domain/account-labels';
import { methodLabel } from '../payment-method-label';
import { StatusLabel } from '../ui/StatusLabel';
import { RowMeta } from '../ui/RowMeta';
import { AddPaymentMethodDialog, setupPendingKey, type ResumedSetup } from './AddPaymentMethodDialog';
import { MethodActionsMenu } from './MethodActionsMenu';
import { NewMethodFollowUp } from './NewMethodFollowUp';
import { paymentMethodsQuery } from './queries';
import accountStyles from '../ui/account.module.css';
import styles from './PaymentMethods.module.css';

export interface PaymentMethodsManagerProps {
  shop: { slug: string };
  currency: string;
  locale: string;
  /** The screen's data as the server rendered it. */
  initial: PaymentMethodsView;
}

type Adding = { resumed?: ResumedSetup | undefined } | null;

/**
 * A setup that left for a provider's page and came back (its answer in the address), read when the
 * screen first renders in the browser. On the server there is none; the dialog it opens renders
 * nothing until the page is hydrated, so both renders agree.
 */
function resumedSetup(slug: string): Adding {
  if (typeof window === 'undefined') return null;
  const found = readRedirectReturn(window.location.search);
  return found ? { resumed: { found, pending: loadPendingPayment(setupPendingKey(slug)) } } : null;
}

/**
 * The Payment methods screen's list and controls (spec 01 §2, §4, §5, §8): each method with its
 * primary label and a dropdown to set it primary or delete it, an add button (an add-first button
 * when there is none), and after an add the follow-up that offers to move subscriptions and
 * payment plans to the new method. A method that a subscription, payment plan or active resell
 * offer uses gets the in-use notice at once; the API refuses its deletion too. Deleting asks first.
 */
export function PaymentMethodsManager({ shop, currency, locale, initial }: PaymentMethodsManagerProps) {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = paymentMethodsQuery(shop.slug);
  const { data: view = initial } = useQuery({ ...query, initialData: initial });
  // Back from a provider's page (3-D Secure, a bank) in the middle of adding a card: the dialog finishes it.
  const [adding, setAdding] = useState<Adding>(() => resumedSetup(shop.slug));
  const [deleting, setDeleting] = useState<CustomerPaymentMethod | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [addedMethodId, setAddedMethodId] = useState<string | undefined>();

  const refresh = useCallback(() => queryClient.fetchQuery({ ...query, staleTime: 0 }), [queryClient, query]);
  const labelOf = (method: CustomerPaymentMethod) => methodLabel(intl, method);

  // The provider's answer is handled once: a reload must not verify it again.
  useEffect(() => {
    if (readRedirectReturn(window.location.search)) window.history.replaceState(window.history.state, '', stripReturnParams(window.location.href));
  }, []);

  const onAdded = useCallback(
    async (methodId?: string) => {
      setAdding(null);
      toast.success(intl.formatMessage({ id: 'account.paymentMethods.added' }));
      const before = new Set(view.methods.map((method) => method._id));
      try {
        const next = await refresh();
        // A card's id is not known to the browser until the list shows the new method.
        setAddedMethodId(methodId ?? next.methods.find((method) => !before.has(method._id))?._id);
      } catch {
        setAddedMethodId(methodId);
      }
    },
    [intl, refresh, toast, view.methods],
  );

  const closeAdding = () => {
    setAdding(null);
    // A setup may have completed after all (the dialog was closed while it was verified).
    void refresh().catch(() => undefined);
  };

  const inUseText = (method: CustomerPaymentMethod) => {
    const kind = view.inUse[method._id];
    return intl.formatMessage({ id: kind ? `account.paymentMethods.inUse.${kind}` : 'account.paymentMethods.inUse' });
  };

  const makePrimary = async (method: CustomerPaymentMethod) => {
    setBusyId(method._id);
    try {
      await call(setPrimaryPaymentMethod, { params: { seller: shop.slug, id: method._id }, input: {} });
      toast.success(intl.formatMessage({ id: 'account.paymentMethods.primarySet' }, { method: labelOf(method) }));
      await refresh().catch(() => undefined);
    } catch {
      toast.error(intl.formatMessage({ id: 'account.paymentMethods.primaryError' }));
    } finally {
      setBusyId(null);
    }
  };

  const askToDelete = (method: CustomerPaymentMethod) => {
    if (view.inUse[method._id]) toast.error(inUseText(method));
    else setDeleting(method);
  };

  const confirmDelete = async () => {
    const method = deleting;
    if (!method) return;
    setBusyId(method._id);
    try {
      await call(deletePaymentMethod, { params: { seller: shop.slug, id: method._id }, input: {} });
      toast.success(intl.formatMessage({ id: 'account.paymentMethods.deleted' }, { method: labelOf(method) }));
      await refresh().catch(() => undefined);
    } catch (error) {
      toast.error(error instanceof ApiError && error.code === 'paymentMethodInUse' ? inUseText(method) : intl.formatMessage({ id: 'account.paymentMethods.deleteError' }));
    } finally {
      setBusyId(null);
      setDeleting(null);
    }
  };

  const addButton = (messageId: string) => (
    <button type="button" className={accountStyles.primaryButton} onClick={() => setAdding({})}>
      <FormattedMessage id={messageId} />
    </button>
  );

  return (
    <>
      {view.methods.length === 0 ? (
        <div className={`${accountStyles.empty} ${styles.empty}`}>
          <p className={accountStyles.intro}>
            <FormattedMessage id="account.paymentMethods.empty" />
          </p>
          {addButton('account.paymentMethods.addFirst')}
        </div>
      ) : (
        <>
          <div className={styles.header}>{addButton('account.paymentMethods.addButton')}</div>
          <ul className={accountStyles.list} aria-label={intl.formatMessage({ id: 'account.paymentMethods.title' })}>
            {view.methods.map((method) => (
              <li key={method._id}>
                <MethodRow method={method} label={labelOf(method)} busy={busyId === method._id} onMakePrimary={() => void makePrimary(method)} onDelete={() => askToDelete(method)} />
              </li>
            ))}
          </ul>
        </>
      )}
      {adding ? <AddPaymentMethodDialog shop={shop} currency={currency} locale={locale} customGateways={view.customGateways} resumed={adding.resumed} onAdded={(id) => void onAdded(id)} onClose={closeAdding} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={<FormattedMessage id="account.paymentMethods.deleteConfirm.title" />}
          confirmLabel={<FormattedMessage id="account.paymentMethods.deleteConfirm.confirm" />}
          cancelLabel={<FormattedMessage id="account.paymentMethods.deleteConfirm.cancel" />}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
          busy={busyId === deleting._id}
          tone="danger"
        >
          <FormattedMessage id="account.paymentMethods.deleteConfirm.message" values={{ method: labelOf(deleting) }} />
        </ConfirmDialog>
      ) : null}
      <NewMethodFollowUp methods={view.methods} addedMethodId={addedMethodId} />
    </>
  );
}

function MethodRow({ method, label, busy, onMakePrimary, onDelete }: { method: CustomerPaymentMethod; label: string; busy: boolean; onMakePrimary: () => void; onDelete: () => void }) {
  const details = method.paymentDetails;
  const expiry = details?.expiration ? cardExpiry(details.expiration.month, details.expiration.year) : undefined;
  const status = paymentMethodLabel(method.status ?? 'active');
  return (
    <div className={accountStyles.row}>
      <div className={accountStyles.rowMain}>
        <p className={accountStyles.rowTitle}>{label}</p>
        <RowMeta>
          {expiry ? <FormattedMessage id="account.paymentMethods.expires" values={{ expiry }} /> : null}
          {method.data?.accountHolderName ? <span>{method.data.accountHolderName}</span> : null}
        </RowMeta>
      </div>
      <div className={styles.rowEnd}>
        <div className={accountStyles.rowAside}>
          {method.primary ? (
            <StatusLabel tone="blue">
              <FormattedMessage id="account.paymentMethods.primary" />
            </StatusLabel>
          ) : null}
          <StatusLabel tone={status.tone}>
            <FormattedMessage id={`account.paymentMethods.status.${status.label}`} />
          </StatusLabel>
        </div>
        <MethodActionsMenu methodLabel={label} canMakePrimary={!method.primary && status.label === 'active'} disabled={busy} onMakePrimary={onMakePrimary} onDelete={onDelete} />
      </div>
    </div>
  );
}
