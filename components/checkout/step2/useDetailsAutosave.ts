'use client';

import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { saveDetails } from './details-storage';
import type { DetailsFormValues } from './details-values';

/**
 * Keeps what the buyer types in sessionStorage (details-storage.ts): 200 ms after the last change,
 * and at once when the page is hidden.
 */
export function useDetailsAutosave(form: Pick<UseFormReturn<DetailsFormValues, unknown, unknown>, 'control' | 'getValues'>, seller: string, checkoutId: string): void {
  const { control, getValues } = form;
  const values = useWatch({ control });
  useEffect(() => {
    const timer = window.setTimeout(() => saveDetails(seller, checkoutId, getValues()), 200);
    return () => window.clearTimeout(timer);
  }, [values, seller, checkoutId, getValues]);
  // A reload or a navigation right after typing must not lose the last keystrokes to the debounce.
  useEffect(() => {
    const flush = () => saveDetails(seller, checkoutId, getValues());
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [seller, checkoutId, getValues]);
}
