import { FormattedMessage } from 'react-intl';
import styles from './StepsIndicator.module.css';

const STEPS = ['checkout.steps.tickets', 'checkout.steps.details'] as const;

/**
 * "1 Tickets · 2 Details and payment", the current step marked for assistive technology.
 * `label` names the list; it is formatted by the server page because react-intl's components are
 * client components and a render function cannot cross into them.
 */
export function StepsIndicator({ current, label }: { current: 1 | 2; label: string }) {
  return (
    <ol className={styles.steps} aria-label={label}>
      {STEPS.map((id, index) => {
        const step = index + 1;
        return (
          <li key={id} className={styles.step} aria-current={step === current ? 'step' : undefined} data-done={step < current || undefined}>
            <span className={styles.number} aria-hidden="true">
              {step}
            </span>
            <span className="visually-hidden">
              <FormattedMessage id="checkout.steps.number" values={{ step }} />{' '}
            </span>
            <FormattedMessage id={id} />
          </li>
        );
      })}
    </ol>
  );
}
