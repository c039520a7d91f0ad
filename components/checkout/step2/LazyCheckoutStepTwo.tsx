'use client';

import dynamic from 'next/dynamic';

/**
 * Step 2, loaded only on step 2: its forms, phone numbers and payment providers stay out of step 1
 * (and out of the shop page, which prefetches step 1). `next/dynamic` splits code only from a
 * client module; called in the server page it would not.
 */
export const LazyCheckoutStepTwo = dynamic(() => import('./CheckoutStepTwo').then((module) => module.CheckoutStepTwo));
