'use client';

import { FormattedMessage } from 'react-intl';
import { AmountPicker } from './AmountPicker';
import { clampAmount, maxAmount, stepAmount, type Amounts, type CartCounts } from './picking';
import type { StepOneData, TicketOption, TicketSection } from './view-model';
import styles from './step1.module.css';

export interface TicketCategoriesSectionProps {
  data: Pick<StepOneData, 'sections' | 'volume' | 'maxAmountPerOrder'>;
  picked: Amounts;
  /** What the cart already holds of this event, counted against the per-order limits. */
  inCart: CartCounts;
  onSale: boolean;
  onPick: (ticketId: string, amount: number) => void;
}

interface TicketTypeRowProps extends TicketCategoriesSectionProps {
  section: TicketSection;
  ticket: TicketOption;
  headingLevel: 'h3' | 'h4';
}

/** One ticket type: name, description, its limits, price and an amount picker bounded by the availability rule. */
function TicketTypeRow({ data, section, ticket, headingLevel, picked, inCart, onSale, onPick }: TicketTypeRowProps) {
  const max = maxAmount(ticket.id, data, picked, inCart);
  const value = picked[ticket.id] ?? 0;
  const hintId = `ticket-${ticket.id}-hint`;
  const Heading = headingLevel;
  const limits = { max, min: ticket.minAmountPerOrder, threshold: ticket.minRuleThreshold, inCart: inCart.byTicketType.get(ticket.id) ?? 0 };
  // Live availabilities found nothing left of it: shown and locked like a type that is never sellable.
  const soldOut = ticket.soldOut === true && !ticket.unavailable;
  return (
    <li className={styles.row} data-unavailable={ticket.unavailable || soldOut || undefined}>
      <div className={styles.rowInfo}>
        <Heading className={styles.rowName}>{ticket.name}</Heading>
        {ticket.description ? <p className={styles.rowDescription}>{ticket.description}</p> : null}
        <p className={styles.hint} id={hintId}>
          {ticket.unavailable ? (
            <FormattedMessage id="checkout.step1.ticket.unavailable" />
          ) : soldOut ? (
            <FormattedMessage id="availability.soldOut" />
          ) : (
            <>
              {ticket.minAmountPerOrder !== undefined && ticket.minAmountPerOrder > 1 ? <FormattedMessage id="checkout.step1.ticket.minPerOrder" values={{ count: ticket.minAmountPerOrder }} /> : null}
              {ticket.minAmountPerOrder !== undefined && ticket.minAmountPerOrder > 1 && ticket.maxAmountPerOrder !== undefined ? ' · ' : null}
              {ticket.maxAmountPerOrder !== undefined ? <FormattedMessage id="checkout.step1.ticket.maxPerOrder" values={{ count: ticket.maxAmountPerOrder }} /> : null}
              {onSale && max === 0 && !ticket.unavailable ? (
                <>
                  {ticket.maxAmountPerOrder !== undefined || (ticket.minAmountPerOrder ?? 0) > 1 ? ' · ' : null}
                  <FormattedMessage id="checkout.step1.ticket.noMore" />
                </>
              ) : null}
            </>
          )}
        </p>
      </div>
      <p className={styles.price}>{ticket.priceLabel}</p>
      <AmountPicker
        name={section.name && section.name !== ticket.name && section.mode !== 'tickets' ? `${ticket.name} (${section.name})` : ticket.name}
        fieldName={`ticket.${ticket.id}`}
        value={value}
        max={max}
        next={(direction) => stepAmount(value, direction, limits)}
        onChange={(amount) => onPick(ticket.id, clampAmount(amount, max))}
        disabled={!onSale || ticket.unavailable || soldOut}
        describedBy={hintId}
      />
    </li>
  );
}

/**
 * The ticket types of step 1 (spec 02 §2 view modes): one plain list when the event has a single
 * group of tickets, otherwise one group per category under its name, with a hint for categories
 * sold best available. Nothing when the event sells no tickets here.
 */
export function TicketCategoriesSection({ data, ...rowProps }: TicketCategoriesSectionProps) {
  if (data.sections.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="step1-tickets-title">
      <h2 className={styles.blockTitle} id="step1-tickets-title">
        <FormattedMessage id="checkout.step1.tickets.title" />
      </h2>
      {data.sections.map((section) =>
        section.mode === 'tickets' ? (
          <ul key={section.ref} className={styles.rows} data-view-mode={section.mode}>
            {section.tickets.map((ticket) => (
              <TicketTypeRow key={ticket.id} data={data} section={section} ticket={ticket} headingLevel="h3" {...rowProps} />
            ))}
          </ul>
        ) : (
          <div key={section.ref} className={styles.category} data-view-mode={section.mode}>
            <h3 className={styles.categoryTitle}>{section.name ?? section.ref}</h3>
            {section.mode === 'bestAvailableSeating' ? (
              <p className={styles.hint}>
                <FormattedMessage id="checkout.step1.bestAvailable.hint" />
              </p>
            ) : null}
            <ul className={styles.rows}>
              {section.tickets.map((ticket) => (
                <TicketTypeRow key={ticket.id} data={data} section={section} ticket={ticket} headingLevel="h4" {...rowProps} />
              ))}
            </ul>
          </div>
        ),
      )}
    </section>
  );
}
