import 'server-only';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { IntlShape } from 'react-intl';
import { getMyPaymentPlans, getPaymentPlan } from '@/lib/ticketing/payment-plans';
import { listMyPaymentMethods } from '@/lib/ticketing/payment-methods';
import type { PaymentPlan, PaymentSchedule } from '@/lib/ticketing/schemas/payment-plan';
import type { PaymentStrategy } from '@/lib/ticketing/schemas/payment-strategy';
import type { CustomerPaymentMethod } from '@/lib/ticketing/schemas/customer-payment-method';
import type { Seller } from '@/lib/ticketing/schemas/seller';
import { installmentCount, paymentPlanDateRange } from '@/lib/domain/payment-plan-schedule';
import { paymentPlanLabel, paymentScheduleLabel } from '@/lib/domain/account-labels';
import { canPayOff, leftToPay, nextCharge, paidSoFar, planMethodChangeRefusal } from '@/lib/domain/payment-plan-actions';
import { isPaymentPlanUnpaid } from '@/lib/domain/payment-plan-transitions';
import { MAX_CHARGE_ATTEMPTS } from '@/lib/domain/instalment-charges';
import { paymentPlanMoveRefusal } from '@/lib/domain/payment-method-move';
import { moneyLabel } from '@/lib/i18n/format';
import { publicClient, type AccountAccess } from '@/lib/account/access';
import { PlanPaymentMethod } from '@/components/payments/instalments/PlanPaymentMethod';
import { PlanPayOff } from '@/components/payments/instalments/PlanPayOff';
import instalmentStyles from '@/components/payments/instalments/instalments.module.css';
import { shopSlug } from '../server/screen';
import { dayLabel, dayRangeLabel } from '@/lib/i18n/account-format';
import { methodLabel } from '../payment-method-label';
import { paymentOptionName } from '../payment-option';
import { StatusLabel } from '../ui/StatusLabel';
import { TableScroll } from '../ui/TableScroll';
import { documentOr404, pageSeller } from './load';
import accountStyles from '../ui/account.module.css';
import styles from './BySecretPage.module.css';

interface Owner {
  strategy: PaymentStrategy | undefined;
  optionName: string | undefined;
  methods: CustomerPaymentMethod[];
}

/** What the page shows of a plan, read once for its frame and its content. */
export interface PaymentPlanPageData {
  plan: PaymentPlan;
  seller: Seller;
  locale: string;
  intl: IntlShape;
  /** The logged-in owner's view: the plan's option and strategy, their saved methods. Undefined for anyone else. */
  owner: Owner | undefined;
}

/**
 * The plan by its link (the API bills what fell due first), with its seller; a plan of another
 * seller than the URL names is a 404 like a wrong secret.
 */
export async function loadPaymentPlanPage(sellerId: string, id: string, secret: string): Promise<PaymentPlanPageData> {
  const plan = documentOr404(await getPaymentPlan(publicClient(), id, secret));
  if (plan.sellerId && plan.sellerId !== sellerId) notFound();
  const { seller, intl, locale, access } = await pageSeller(sellerId);
  if (!seller) notFound();
  return { plan, seller, intl, locale, owner: await ownerView(access, plan) };
}

/** The logged-in owner's own lists: the plan's option and strategy, and their saved methods. Undefined for anyone else. */
async function ownerView(access: AccountAccess | undefined, plan: PaymentPlan): Promise<Owner | undefined> {
  if (!access) return undefined;
  const own = await getMyPaymentPlans(access.client, access.token);
  if (!own.ok || !own.data.paymentPlans.some((candidate) => candidate._id === plan._id)) return undefined;
  const methods = await listMyPaymentMethods(access.client, { status: ['active', 'expired'] }, access.token);
  return {
    strategy: own.data.strategies.find((candidate) => candidate._id === plan.paymentStrategyId),
    optionName: paymentOptionName(plan, own.data.strategies),
    methods: methods.ok ? methods.data.docs : [],
  };
}

export interface PaymentPlanDocumentProps extends PaymentPlanPageData {
  secret: string;
  /** The embedded sandbox answers: its clock control shows. */
  sandbox: boolean;
  /** What the sandbox's clock control just did (?clock=…), said once on the page. */
  clock?: 'charged' | 'nothingDue' | undefined;
}

/**
 * /seller/{sellerId}/payment-plan/{id}/{secret} (issue 12): the plan's schedule with each part's
 * status (paid, scheduled, failed with its next attempt), what is paid and left, why its tickets
 * wait, and for its logged-in owner the change of payment method (strategy policy always) and
 * paying off the rest. On the sandbox, a control fast-forwards the plan's clock.
 */
export function PaymentPlanDocument({ plan, seller, intl, owner, secret, sandbox, clock }: PaymentPlanDocumentProps) {
  const t = (messageId: string, values?: Record<string, string | number>) => intl.formatMessage({ id: messageId }, values);
  const zone = seller.timezone ?? 'UTC';
  const currency = plan.currency ?? seller.currency;
  const money = (amount: number) => moneyLabel(intl, amount, currency);
  const status = paymentPlanLabel(plan.status);
  const range = paymentPlanDateRange(plan.schedules);
  const schedules = [...(plan.schedules ?? [])].sort((a, b) => Date.parse(a.due) - Date.parse(b.due));
  const count = installmentCount(schedules);
  const numbers = schedules.map((_, index) => schedules.slice(0, index + 1).filter((part) => part.type !== 'downpayment').length);
  const slug = shopSlug(seller);
  const method = owner?.methods.find((candidate) => candidate._id === plan.customerPaymentMethodId);
  const methodName = method ? methodLabel(intl, method) : undefined;
  const failed = schedules.find((part) => part.status === 'failed');
  const left = leftToPay(plan);
  const next = sandbox ? nextCharge(plan) : undefined;
  const options = (owner?.methods ?? [])
    .filter((candidate) => paymentPlanMoveRefusal(plan, owner?.strategy, candidate) === undefined)
    .map((candidate) => ({ id: candidate._id, label: methodLabel(intl, candidate) }));

  const partName = (part: PaymentSchedule, index: number) =>
    part.type === 'downpayment' ? t('account.paymentPlan.type.downpayment') : t('paymentPlan.installmentOf', { index: numbers[index] ?? 0, count });

  return (
    <div className={styles.page}>
      <nav className={styles.crumbs} aria-label={seller.name}>
        <Link className={styles.shop} href={`/${slug}`}>
          {seller.name}
        </Link>
        {owner ? (
          <Link className={styles.shop} href={`/${slug}/account/payment-plans`}>
            {t('account.paymentPlan.back')}
          </Link>
        ) : null}
      </nav>
      <header className={styles.header}>
        <h1 className={styles.title}>{owner?.optionName ?? t('account.paymentPlans.fallbackName')}</h1>
        <div className={styles.headline}>
          <StatusLabel tone={status.tone}>{t(`account.paymentPlans.status.${status.label}`)}</StatusLabel>
          {range ? <span className={accountStyles.rowMeta}>{dayRangeLabel(intl, range.first, range.last, zone)}</span> : null}
          <span className={accountStyles.rowMeta}>{t('account.paymentPlans.installments', { count })}</span>
        </div>
      </header>

      {plan.status === 'incomplete' ? (
        <p className={instalmentStyles.notice} data-tone="danger">
          {failed ? t('paymentPlan.incomplete', { date: dayLabel(intl, failed.due, zone) }) : t('paymentPlan.incompleteNoDate')}
        </p>
      ) : null}
      {isPaymentPlanUnpaid(plan.status) ? <p className={instalmentStyles.notice}>{t('paymentPlan.ticketsHeld')}</p> : null}
      {plan.status === 'completed' ? <p className={instalmentStyles.notice}>{t('paymentPlan.completed')}</p> : null}

      <section className={styles.card} aria-labelledby="plan-schedules">
        <h2 id="plan-schedules" className={styles.cardTitle}>
          {t('account.paymentPlan.schedules')}
        </h2>
        <TableScroll label={t('account.paymentPlan.schedules')}>
          <table className={accountStyles.table}>
            <thead>
              <tr>
                <th scope="col">{t('account.paymentPlan.column.type')}</th>
                <th scope="col">{t('account.paymentPlan.column.due')}</th>
                <th scope="col" className={accountStyles.numeric}>
                  {t('account.paymentPlan.column.amount')}
                </th>
                <th scope="col">{t('account.paymentPlan.column.status')}</th>
              </tr>
            </thead>
            <tbody>
              {schedules.map((schedule, index) => {
                const label = schedule.status ? paymentScheduleLabel(schedule.status) : undefined;
                return (
                  <tr key={schedule._id ?? index}>
                    <td>{partName(schedule, index)}</td>
                    <td>
                      <time dateTime={schedule.due}>{dayLabel(intl, schedule.due, zone)}</time>
                    </td>
                    <td className={accountStyles.numeric}>{schedule.total !== undefined ? money(schedule.total) : '–'}</td>
                    <td>
                      {label ? <StatusLabel tone={label.tone}>{t(`account.paymentPlan.scheduleStatus.${label.label}`)}</StatusLabel> : '–'}
                      {schedule.status === 'failed' ? (
                        <span className={accountStyles.rowMeta}>
                          {' '}
                          {schedule.nextAttempt && (schedule.attempts ?? 0) < MAX_CHARGE_ATTEMPTS
                            ? t('paymentPlan.nextAttempt', { date: dayLabel(intl, schedule.nextAttempt, zone) })
                            : t('paymentPlan.noMoreAttempts')}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('account.paymentPlan.total')}
                </th>
                <td className={accountStyles.numeric}>{money(paidSoFar(plan) + left)}</td>
                <td />
              </tr>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('paymentPlan.paid')}
                </th>
                <td className={accountStyles.numeric}>{money(paidSoFar(plan))}</td>
                <td />
              </tr>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('paymentPlan.left')}
                </th>
                <td className={accountStyles.numeric}>{money(left)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </TableScroll>
        {canPayOff(plan) ? <PlanPayOff planId={plan._id} secret={secret} amountLabel={money(left)} methodLabel={methodName} /> : null}
      </section>

      <section className={styles.card} aria-labelledby="plan-method">
        <h2 id="plan-method" className={styles.cardTitle}>
          {t('account.subscription.paymentMethod')}
        </h2>
        <p className={accountStyles.intro}>{methodName ?? (plan.customerPaymentMethodId ? t('account.subscription.savedMethod') : t('account.subscription.noMethod'))}</p>
        {owner && isPaymentPlanUnpaid(plan.status) ? (
          <PlanPaymentMethod
            shop={{ slug }}
            planId={plan._id}
            refusal={planMethodChangeRefusal(plan, owner.strategy)}
            options={options}
            retriesFailed={plan.status === 'incomplete'}
            paymentMethodsHref={`/${slug}/account/payment-methods`}
          />
        ) : null}
        {owner?.strategy ? <PlanTerms strategy={owner.strategy} t={t} /> : null}
      </section>

      {sandbox && (next || clock) ? (
        <section className={instalmentStyles.sandbox} aria-labelledby="plan-clock">
          <h2 id="plan-clock" className={styles.cardTitle}>
            {t('paymentPlan.sandbox.title')}
          </h2>
          <p className={accountStyles.intro}>{t('paymentPlan.sandbox.text')}</p>
          {next ? (
            <form method="post" action="/sandbox/payment-plans/fast-forward">
              <input type="hidden" name="sellerId" value={seller._id} />
              <input type="hidden" name="plan" value={plan._id} />
              <input type="hidden" name="secret" value={secret} />
              <button type="submit" className={accountStyles.button}>
                {t('paymentPlan.sandbox.fastForward', { date: dayLabel(intl, next, zone) })}
              </button>
            </form>
          ) : null}
          {clock ? (
            <p className={instalmentStyles.status} role="status">
              {t(clock === 'charged' ? 'paymentPlan.sandbox.charged' : 'paymentPlan.sandbox.nothingDue')}
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

/** The strategy's policies in words: whether the method may change, by when everything is paid. */
function PlanTerms({ strategy, t }: { strategy: PaymentStrategy; t: (id: string) => string }) {
  const completion = strategy.policy?.completionPolicy;
  return (
    <ul className={instalmentStyles.policies}>
      <li>{t(strategy.policy?.changePaymentMethodPolicy === 'always' ? 'checkout.instalments.policy.changeAlways' : 'checkout.instalments.policy.changeNever')}</li>
      {completion === 'eventStartDate' || completion === 'eventEndDate' ? <li>{t(`checkout.instalments.policy.completeBy.${completion}`)}</li> : null}
    </ul>
  );
}
