'use client';

import { useMemo, useState } from 'react';
import type { Checkout } from '@/lib/ticketing/schemas/checkout';
import type { PaymentGateway } from '@/lib/ticketing/schemas/payment-gateway';
import { gatewaysForPlan, instalmentChoices, type InstalmentChoice, type InstalmentChoices, type InstalmentEvent } from './instalment-choices';

export interface InstalmentChoiceState {
  /** The strategy's options for this cart; undefined when it cannot be paid by instalments. */
  choices: InstalmentChoices | undefined;
  /** The chosen option that can pay the cart; undefined pays in full. */
  chosen: InstalmentChoice | undefined;
  choose: (optionId: string | undefined) => void;
  /** What the pay button charges now. */
  amountNow: (fullAmount: number) => number;
  /** The gateways the chosen option may be paid through. */
  gateways: (all: readonly PaymentGateway[]) => readonly PaymentGateway[];
  /** For POST …/cart/payment. */
  paymentOption: { paymentStrategyId: string; paymentOptionId: string } | undefined;
  /** Counts changes of the choice: the payment form starts over for the new amount. */
  changes: number;
}

/** Step 2's choice between paying in full and an option of the event's payment strategy. */
export function useInstalmentChoice(event: InstalmentEvent | undefined, cart: Checkout | undefined, loggedIn: boolean): InstalmentChoiceState {
  // The schedule's order date is when the buyer looks at it; the API places it again when paying.
  const [now] = useState(() => new Date());
  const [optionId, setOptionId] = useState<string | undefined>(undefined);
  const [changes, setChanges] = useState(0);
  const choices = useMemo(() => instalmentChoices({ event, cart, loggedIn, now }), [event, cart, loggedIn, now]);
  const candidate = choices && !choices.refusal ? choices.choices.find((choice) => choice.optionId === optionId) : undefined;
  const chosen = candidate?.offer.available ? candidate : undefined;

  return {
    choices,
    chosen,
    choose: (next) => {
      if (next === optionId) return;
      setOptionId(next);
      setChanges((count) => count + 1);
    },
    amountNow: (full) => (chosen ? chosen.offer.schedule.dueAtCheckout : full),
    gateways: (all) => (chosen && choices ? gatewaysForPlan(all, choices.policy) : all),
    paymentOption: chosen && choices ? { paymentStrategyId: choices.strategyId, paymentOptionId: chosen.optionId } : undefined,
    changes,
  };
}
