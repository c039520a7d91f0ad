'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './payments.module.css';

interface Props {
  /** A new key (another gateway, Try again) clears a failure. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/**
 * Catches a card form that fails to start (spec 02 §8: card form init failure → error boundary)
 * and shows the payment-form-failure title and message in its place, so the rest of the page
 * (details, other payment methods) keeps working.
 */
export class PaymentFormBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Payment form failed to start', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.formFailure} role="alert">
        <p className={styles.formFailureTitle}>
          <FormattedMessage id="payment.formFailure.title" />
        </p>
        <p className={styles.formFailureText}>
          <FormattedMessage id="payment.formFailure.message" />
        </p>
      </div>
    );
  }
}
