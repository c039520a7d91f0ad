import type { PhoneRules } from '@/lib/domain/phone-rules';

let loading: Promise<PhoneRules> | undefined;

/**
 * The phone rules with libphonenumber-js (lib/domain/phone.ts), loaded on first need: step 2 asks
 * when the buyer first works in the form, and its validation and save wait for them, so the
 * library (29 KB gzipped) is not part of the page's first load (ADR 0043). A failed load is
 * forgotten, so the next need tries again.
 */
export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('@/lib/domain/phone').then(
    (module) => module.PHONE_RULES,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
