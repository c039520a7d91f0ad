'use client';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useShop } from '@/components/shop/ShopContext';
import { call } from '@/lib/operations/call';
import { getMoveOffer } from '@/lib/operations/payment-method-move';
import { newPaymentMethodToOffer } from '@/lib/domain/payment-method-move';
import type { CustomerPaymentMethod } from '@/lib/ticketing/schemas/customer-payment-method';
import { methodLabel } from '../payment-method-label';
import { MoveToMethodDialog } from './MoveToMethodDialog';
import { paymentMethodsQuery } from './queries';

export interface NewMethodFollowUpProps {
  /** The customer's saved methods as the payment methods page lists them now. */
  methods: CustomerPaymentMethod[];
  /** The method this page just added, when it knows which one it was. */
  addedMethodId?: string | undefined;
}

/** Methods whose offer was answered (moved or Not now) in this tab: a reload within the minute does not ask again. */
const ANSWERED_KEY = 'moveToNewMethod.answered';

function answered(): string[] {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(ANSWERED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

function remember(methodId: string): void {
  try {
    window.sessionStorage.setItem(ANSWERED_KEY, JSON.stringify([...answered().filter((id) => id !== methodId), methodId].slice(-20)));
  } catch {
    // Storage full or off: the offer may come back within the minute, nothing worse.
  }
}

/**
 * After a new payment method appears, offers to move subscriptions and payment plans to it (spec
 * 01 §4, §5, §9): when an active method was created less than a minute ago (added here, or in the
 * Sell modal's payout step), and the seller has subscriptions or payment plans with something that
 * qualifies, the update modal opens. The clock is read in the browser, when the list changes.
 */
export function NewMethodFollowUp({ methods, addedMethodId }: NewMethodFollowUpProps) {
  const intl = useIntl();
  const shop = useShop();
  const queryClient = useQueryClient();
  const [closedFor, setClosedFor] = useState<string | undefined>();
  const fresh = methods.map((method) => `${method._id}:${method.status ?? ''}:${method.createdAt ?? ''}`).join(',');

  const { data } = useQuery({
    queryKey: ['moveToNewMethod', shop.slug, fresh, addedMethodId ?? ''],
    queryFn: async ({ signal }) => {
      const method = newPaymentMethodToOffer(methods, new Date(), addedMethodId);
      if (!method || answered().includes(method._id)) return null;
      const offer = await call(getMoveOffer, { params: { seller: shop.slug, id: method._id }, signal });
      return offer.subscriptions.length + offer.paymentPlans.length > 0 ? { method, offer } : null;
    },
    // Asked once per list; a failure offers nothing (spec 01 §8: account list failures are ignored).
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  if (!data || closedFor === data.method._id) return null;
  const close = () => {
    remember(data.method._id);
    setClosedFor(data.method._id);
  };
  return (
    <MoveToMethodDialog
      key={data.method._id}
      shop={shop}
      methodId={data.method._id}
      methodLabel={methodLabel(intl, data.method)}
      offer={data.offer}
      onClose={close}
      onMoved={() => void queryClient.invalidateQueries({ queryKey: paymentMethodsQuery(shop.slug).queryKey })}
    />
  );
}
