'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import styles from './Toasts.module.css';

/** How long a notification stays on screen (spec 02 §9). */
export const TOAST_DURATION_MS = 3500;
/** Older notifications give way when more pile up, so the stack never covers the page. */
const MAX_TOASTS = 4;

export type ToastKind = 'success' | 'error';

export interface ToastApi {
  success: (message: string) => void;
  error: (message: string) => void;
}

interface ToastEntry {
  id: number;
  kind: ToastKind;
  message: string;
}

const ToastContext = createContext<ToastApi | null>(null);
/** Toast ids only need to be unique for React keys and dismissal; one counter serves every provider. */
let lastToastId = 0;
const noSubscription = () => () => undefined;

/** Shows a notification: `const toast = useToast(); toast.error(intl.formatMessage(…))`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider (the [seller] layout)');
  return api;
}

/**
 * The toast notification centre (spec 02 §2): success and error messages that dismiss themselves
 * after TOAST_DURATION_MS. Both live regions are rendered from the start (empty), because screen
 * readers only announce changes to a region that already exists: successes politely, errors
 * assertively (role="alert"). The region sits directly in <body>, outside the page that an open
 * Dialog makes inert, so a toast shown over a dialog is still announced and can be dismissed; it is
 * added once the page is hydrated, well before the first toast.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);

  const api = useMemo<ToastApi>(() => {
    const push = (kind: ToastKind) => (message: string) => {
      lastToastId += 1;
      const entry = { id: lastToastId, kind, message };
      setToasts((list) => [...list.slice(-(MAX_TOASTS - 1)), entry]);
    };
    return { success: push('success'), error: push('error') };
  }, []);

  const dismissLabel = intl.formatMessage({ id: 'toast.dismiss' });
  const render = (kind: ToastKind) =>
    toasts.filter((toast) => toast.kind === kind).map((toast) => <Toast key={toast.id} toast={toast} onDismiss={dismiss} dismissLabel={dismissLabel} />);

  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {inBrowser
        ? createPortal(
            <div className={styles.region} data-above-dialogs="">
              <div role="status" aria-live="polite" className={styles.stack}>
                {render('success')}
              </div>
              <div role="alert" aria-live="assertive" className={styles.stack}>
                {render('error')}
              </div>
            </div>,
            document.body,
          )
        : null}
    </ToastContext.Provider>
  );
}

function Toast({ toast, onDismiss, dismissLabel }: { toast: ToastEntry; onDismiss: (id: number) => void; dismissLabel: string }) {
  // Hovering or focusing a toast holds it (WCAG 2.2.1): the timer restarts when the pointer or focus leaves.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [held, onDismiss, toast.id]);

  return (
    <div
      className={styles.toast}
      data-kind={toast.kind}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className={styles.icon} aria-hidden="true">
        {toast.kind === 'success' ? '✓' : '!'}
      </span>
      <p className={styles.message}>{toast.message}</p>
      <button type="button" className={styles.dismiss} onClick={() => onDismiss(toast.id)} aria-label={dismissLabel}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
