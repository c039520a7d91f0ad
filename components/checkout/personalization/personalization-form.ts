import type { FieldErrors, Resolver } from 'react-hook-form';
import { appliesToTicketType, fieldKey, visibleDataFields } from '@/lib/domain/data-field-rules';
import { NAME_FIELDS, validatePersonalization, type PersonalizableTicket } from '@/lib/domain/personalization';
import { phoneFieldFromE164 } from '@/lib/domain/phone-country';
import type { PhoneRules } from '@/lib/domain/phone-rules';
import { loadPhoneRules } from '@/components/checkout/phone/lazy-phone-rules';
import { extraFieldValueSchema, type DataField, type ExtraFieldValue } from '@/lib/ticketing/schemas/data-field';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';
import type { SentInputOf } from '@/lib/operations/define';
import type { personalizeTicket } from '@/lib/operations/personalization';

export type PersonalizeInput = SentInputOf<typeof personalizeTicket>;

/** The personalization modal's form values: names plus extra-field answers keyed by field key. */
export interface PersonalizationFormValues {
  firstname: string;
  lastname: string;
  extraFields: Record<string, unknown>;
}

/** The fields asked for this ticket: only when it requires extra fields, and only those for its type. */
export function fieldsForTicket(ticket: Pick<Ticket, 'ticketTypeId' | 'requiresExtraFields'>, fields: readonly DataField[]): DataField[] {
  if (!ticket.requiresExtraFields) return [];
  return fields.filter((field) => appliesToTicketType(field, ticket.ticketTypeId));
}

/** The form's starting values from what the ticket already holds (stored phones under their calling code's country). */
export function initialValues(ticket: Pick<Ticket, 'firstname' | 'lastname' | 'extraFields'>, fields: readonly DataField[], defaultPhoneCountry: string): PersonalizationFormValues {
  const extraFields: Record<string, unknown> = {};
  for (const field of fields) {
    const key = fieldKey(field);
    const stored = ticket.extraFields?.[key];
    if (field.type === 'tel') {
      const pair = typeof stored === 'string' ? phoneFieldFromE164(stored) : undefined;
      extraFields[key] = pair ?? { country: defaultPhoneCountry, number: typeof stored === 'string' ? stored : '' };
    } else if (field.type === 'checkbox') {
      extraFields[key] = stored === true;
    } else if (field.type === 'number') {
      extraFields[key] = typeof stored === 'number' ? stored : null;
    } else if (field.type === 'documentUpload' || field.type === 'signature') {
      extraFields[key] = stored ?? null;
    } else {
      extraFields[key] = typeof stored === 'string' ? stored : '';
    }
  }
  return { firstname: ticket.firstname ?? '', lastname: ticket.lastname ?? '', extraFields };
}

export interface PersonalizationResolverContext {
  ticket: PersonalizableTicket;
  fields: readonly DataField[];
  timeZone: string;
  today: Date;
}

/** react-hook-form errors from lib/domain/personalization's codes (the code is the message). */
export function toFormErrors(codes: Readonly<Record<string, string>>): FieldErrors<PersonalizationFormValues> {
  const errors: Record<string, unknown> = {};
  const extra: Record<string, { type: string; message: string }> = {};
  for (const [key, code] of Object.entries(codes)) {
    const error = { type: code, message: code };
    if ((NAME_FIELDS as readonly string[]).includes(key)) errors[key] = error;
    else extra[key] = error;
  }
  if (Object.keys(extra).length > 0) errors.extraFields = extra;
  return errors as FieldErrors<PersonalizationFormValues>;
}

/**
 * The spec's personalization rules (lib/domain) as a react-hook-form resolver. It waits for the
 * phone rules, which load on first need (ADR 0043): step 2 preloads this modal when idle, and the
 * phone library should not come with it.
 */
export function personalizationResolver(context: () => PersonalizationResolverContext): Resolver<PersonalizationFormValues> {
  return async (values) => {
    const { ticket, fields, timeZone, today } = context();
    const codes = validatePersonalization({ ticket, fields, timeZone, today, values, phone: await loadPhoneRules() });
    if (Object.keys(codes).length === 0) return { values, errors: {} };
    return { values: {}, errors: toFormErrors(codes) };
  };
}

/**
 * What is sent to POST /api/tickets/{id}/{secret}/personalize: trimmed names (when asked), and the
 * answers of the visible fields, phones as E.164, texts trimmed, an emptied answer as null.
 */
export function personalizationPayload(values: PersonalizationFormValues, fields: readonly DataField[], options: { names: boolean }, phoneRules: PhoneRules): PersonalizeInput {
  const extraFields: Record<string, ExtraFieldValue> = {};
  for (const field of visibleDataFields(fields, values.extraFields)) {
    const key = fieldKey(field);
    let answer = values.extraFields[key];
    if (field.type === 'tel' && typeof answer === 'object' && answer !== null) {
      const pair = answer as { country?: string | null; number?: string | null };
      const phone = phoneRules.toE164(pair.country, pair.number);
      answer = phone.ok ? phone.value : (pair.number ?? null);
    }
    if (typeof answer === 'string') answer = answer.trim();
    if (answer === undefined) continue;
    if (answer === '') answer = null;
    const parsed = extraFieldValueSchema.safeParse(answer);
    if (parsed.success) extraFields[key] = parsed.data;
  }
  return {
    ...(options.names ? { firstname: values.firstname.trim(), lastname: values.lastname.trim() } : {}),
    extraFields,
  };
}
