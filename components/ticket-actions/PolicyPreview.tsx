'use client';

import { FormattedMessage, useIntl } from 'react-intl';
import type { ActionPolicy } from '@/lib/ticket-actions/policy';
import { dateTimeWithZone } from '@/lib/i18n/time-zone';
import styles from './ticket-actions.module.css';

/**
 * The first view of every ticket action (issue 11): in one place, what it costs, what comes back,
 * until when it is possible (in the event's time zone) and, when it is not, why — in words.
 */
export function PolicyPreview({ policy, id }: { policy: ActionPolicy; id?: string | undefined }) {
  const intl = useIntl();
  const money = (amount: number) => intl.formatNumber(amount, { style: 'currency', currency: policy.currency });
  return (
    <dl className={styles.policy} id={id} data-testid="policy-preview">
      {policy.fee !== undefined ? (
        <div>
          <dt>
            <FormattedMessage id="ticketActions.policy.fee" />
          </dt>
          <dd>{policy.fee > 0 ? money(policy.fee) : <FormattedMessage id="ticketActions.policy.free" />}</dd>
        </div>
      ) : null}
      {policy.refund !== undefined ? (
        <div>
          <dt>
            <FormattedMessage id="ticketActions.policy.refund" />
          </dt>
          <dd>{money(policy.refund)}</dd>
        </div>
      ) : null}
      {policy.credit !== undefined ? (
        <div>
          <dt>
            <FormattedMessage id="ticketActions.policy.credit" />
          </dt>
          <dd>{money(policy.credit)}</dd>
        </div>
      ) : null}
      {policy.remaining !== undefined ? (
        <div>
          <dt>
            <FormattedMessage id="ticketActions.policy.remaining" />
          </dt>
          <dd>{intl.formatNumber(policy.remaining)}</dd>
        </div>
      ) : null}
      {policy.deadline ? (
        <div>
          <dt>
            <FormattedMessage id="ticketActions.policy.deadline" />
          </dt>
          <dd>
            <time dateTime={policy.deadline}>
              {dateTimeWithZone(intl, policy.deadline, policy.timeZone, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })}
            </time>
          </dd>
        </div>
      ) : null}
      {policy.reason ? (
        <div className={styles.reason}>
          <dt>
            <FormattedMessage id="ticketActions.policy.notPossible" />
          </dt>
          <dd>
            <FormattedMessage id={`ticketActions.reason.${policy.reason}`} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
