'use client';

import dynamic from 'next/dynamic';

/**
 * The login prompt, loaded only where it is rendered. Its form code (react-hook-form, zod) would
 * otherwise ship with every shop page, since the shop layout and the account layout import it for
 * the few visitors who must log in. `next/dynamic` splits code only from a client module.
 */
export const LazyLoginPrompt = dynamic(() => import('./LoginPrompt').then((module) => module.LoginPrompt));
