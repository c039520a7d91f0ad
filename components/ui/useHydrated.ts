import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates, true once React owns the element: for what
 * only the browser can do (sessionStorage, its ICU) and for forms that must not be sent natively
 * before their handler is attached.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
