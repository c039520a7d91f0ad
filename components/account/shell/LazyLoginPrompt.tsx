'use client';

import { lazy, Suspense } from 'react';
import type { LoginPromptProps } from './LoginPrompt';

/**
 * The login prompt, loaded only where it is rendered. Its form code (react-hook-form, zod) would
 * otherwise ship with every shop page, since the shop layout and the account layout import it for
 * the few visitors who must log in. React.lazy, not next/dynamic: Turbopack listed a chunk for
 * next/dynamic's preload that it never wrote, so every account page asked for a 404 (issue 15).
 */
const LoginPrompt = lazy(() => import('./LoginPrompt').then((module) => ({ default: module.LoginPrompt })));

export function LazyLoginPrompt(props: LoginPromptProps) {
  return (
    <Suspense fallback={null}>
      <LoginPrompt {...props} />
    </Suspense>
  );
}
