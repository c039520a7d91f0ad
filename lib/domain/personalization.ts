import type { DataField } from '../ticketing/schemas/data-field.ts';
import type { Ticket } from '../ticketing/schemas/ticket.ts';
import { appliesToTicketType, fieldKey, isEmptyValue, validateDataFields } from './data-field-rules.ts';
import type { FieldErrorCode } from './data-field-rules.ts';
import type { PhoneRules } from './phone-rules.ts';

export { MAX_UPLOAD_BYTES, checkUpload } from './uploads.ts';
export { badgeHolderName, needsPersonalization, personalizationBadge, type PersonalizationBadge } from './personalization-status.ts';
export type { UploadError } from './uploads.ts';

/**
 * Ticket personalization in checkout step 2 (spec 02 §2 personalization list and modal, §4, §5):
 * which tickets need it, the list badge, validation of names and extra data fields, read-only
 * fields and the submit button.
 *
 * - A ticket needs personalization when its status is detailsRequired or it is flagged as
 *   requiring personalization, and it is not personalized yet.
 * - Names are required (and trimmed) only when personalization is required. Extra fields are
 *   validated only when extra fields are required, only those for the ticket's type, and only
 *   the visible ones (see data-field-rules.ts). Age rules are counted from the ticket's relevancy
 *   start (today when unknown) in the event's time zone.
 * - Read-only: on a detailsRequired ticket, a field (names included) that already has a value
 *   was personalized before and cannot be changed ('alreadyPersonalized' tooltip).
 */

export type PersonalizableTicket = Pick<Ticket, 'status' | 'personalized' | 'requiresPersonalization'> &
  Partial<Pick<Ticket, 'ticketTypeId' | 'relevancyDate' | 'slotStartTime' | 'requiresExtraFields' | 'firstname' | 'lastname' | 'extraFields'>>;

export const NAME_FIELDS = ['firstname', 'lastname'] as const;
export type PersonalizationErrorCode = FieldErrorCode;

export interface PersonalizationValues {
  firstname?: string | null | undefined;
  lastname?: string | null | undefined;
  extraFields?: Readonly<Record<string, unknown>> | undefined;
}

export interface ValidatePersonalizationInput {
  ticket?: PersonalizableTicket | undefined;
  /** Defaults to the ticket's. */
  ticketTypeId?: string | null | undefined;
  /** Defaults to the ticket's relevancy date, else its slot start. */
  relevancyStart?: string | null | undefined;
  /** The event's time zone. */
  timeZone: string;
  /** Default: the ticket's flag. */
  requiresPersonalization?: boolean | undefined;
  /** Default: the ticket's flag. */
  requiresExtraFields?: boolean | undefined;
  fields: readonly DataField[];
  values: PersonalizationValues;
  today: Date;
  /** Checks phone answers (lib/domain/phone-rules.ts). */
  phone: PhoneRules;
}

/** Errors by field key ('firstname', 'lastname', extra field keys); empty when the ticket can be sent. */
export function validatePersonalization(input: ValidatePersonalizationInput): Record<string, PersonalizationErrorCode> {
  const { ticket, values } = input;
  const errors: Record<string, PersonalizationErrorCode> = {};
  if (input.requiresPersonalization ?? ticket?.requiresPersonalization ?? false) {
    for (const name of NAME_FIELDS) if (!values[name]?.trim()) errors[name] = 'required';
  }
  if (input.requiresExtraFields ?? ticket?.requiresExtraFields ?? false) {
    const ticketTypeId = input.ticketTypeId ?? ticket?.ticketTypeId;
    const fields = input.fields.filter((field) => appliesToTicketType(field, ticketTypeId));
    Object.assign(
      errors,
      validateDataFields(fields, values.extraFields ?? {}, input.phone, {
        relevancyStart: input.relevancyStart ?? ticket?.relevancyDate ?? ticket?.slotStartTime ?? undefined,
        timeZone: input.timeZone,
        today: input.today,
      }),
    );
  }
  return errors;
}

/** The names and extra fields trimmed as they are sent. */
export function trimPersonalization(values: PersonalizationValues): PersonalizationValues {
  return { ...values, firstname: values.firstname?.trim(), lastname: values.lastname?.trim() };
}

/** The tooltip message key of read-only fields. */
export const ALREADY_PERSONALIZED_TOOLTIP = 'alreadyPersonalized';

/** Keys of the fields that are read-only because a detailsRequired ticket already has them. */
export function readOnlyFields(ticket: Pick<Ticket, 'status' | 'firstname' | 'lastname' | 'extraFields'>, fields: readonly Pick<DataField, '_id' | 'slug'>[]): string[] {
  if (ticket.status !== 'detailsRequired') return [];
  const names = NAME_FIELDS.filter((name) => !isEmptyValue(ticket[name]));
  const extra = fields.map(fieldKey).filter((key) => !isEmptyValue(ticket.extraFields?.[key]));
  return [...names, ...extra];
}

/** Submit is enabled once the data is loaded and something changed. */
export function isSubmitEnabled(state: { loaded: boolean; changed: boolean }): boolean {
  return state.loaded && state.changed;
}
