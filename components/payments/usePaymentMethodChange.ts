'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';

/**
 * The state of a "change payment method" form (a subscription's, a payment plan's; spec 01 §5):
 * the chosen saved method (the first option until one is picked, and again if the picked one is
 * no longer offered), one save at a time, and the outcome. A saved change reads the page again;
 * a refused or failed one keeps the old method and lets the customer try again.
 */
export function usePaymentMethodChange(options: readonly { id: string }[], save: (customerPaymentMethodId: string) => Promise<unknown>) {
  const router = useRouter();
  const [methodId, setMethodId] = useState(options[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'changed' | 'failed' | null>(null);
  const chosen = options.some((option) => option.id === methodId) ? methodId : (options[0]?.id ?? '');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen || busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      await save(chosen);
      setOutcome('changed');
      router.refresh();
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };

  return { chosen, setMethodId, busy, outcome, onSubmit };
}
