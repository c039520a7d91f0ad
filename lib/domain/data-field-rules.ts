import { z } from 'zod';
import type { DataField } from '../ticketing/schemas/data-field.ts';
import { checkBirthdate, dateInRange } from './age-rules.ts';
import { isCalendarDate } from './calendar-date.ts';
import { isCountryCode } from './countries.ts';
import type { PhoneRules } from './phone-rules.ts';
import { isMimeTypeAllowed, mimeTypeForFileName } from './uploads.ts';
import { isCleanText } from './free-text.ts';

/**
 * The shared validators of extra data fields (spec 02 §5), used by ticket personalization and by
 * the event-level extra fields of checkout step 2.
 *
 * - A field's key is its slug, else its id (answers are stored under it).
 * - Conditional visibility: a field is shown when all its conditions hold; a condition holds when
 *   the answer of the field it names (by key) is one of its values (compared as text, so 3 and
 *   "3" match; for a list answer, any item). A condition naming a hidden field does not hold, so
 *   hiding cascades; a cycle hides its fields. Hidden fields are not validated.
 * - Empty means undefined, null, blank text, an empty list, or a phone with no number. A required
 *   field must not be empty; an optional one may be.
 * - By type: text is a string within maxLength ('tooLong' beyond it) without control or
 *   directional-override characters ('invalidCharacters', lib/domain/free-text.ts); email a valid address;
 *   tel a valid E.164 string or a { country, number } pair that makes one; country an ISO code;
 *   number a finite number (not numeric text); checkbox a boolean, true when required ('checked');
 *   select one of the options ('' counts as empty); date a real yyyy-MM-dd inside settings.from/to
 *   and, with an age rule and an age context, meeting it; documentUpload a { fileName, url } whose
 *   file name's type is allowed; signature an SVG data URL. A value of the wrong shape where no
 *   specific code exists (text, upload, signature) reports 'required': a proper value is.
 */

export type FieldErrorCode =
  | 'required'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'invalidNumber'
  | 'invalidOption'
  | 'checked'
  | 'invalidCountry'
  | 'invalidDate'
  | 'errors.minimumAge'
  | 'errors.maximumAge'
  | 'fileTypeNotAllowed'
  | 'tooLong'
  | 'invalidCharacters';

export type FieldAnswers = Readonly<Record<string, unknown>>;

export function fieldKey(field: Pick<DataField, '_id' | 'slug'>): string {
  return field.slug || field._id;
}

const emailSchema = z.email();

/** A valid e-mail address after trimming. */
export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && emailSchema.safeParse(value.trim()).success;
}

function isPhonePair(value: unknown): value is { country?: string | null; number?: string | null } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && ('number' in value || 'country' in value);
}

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isPhonePair(value)) return !value.number?.trim();
  return false;
}

const sameAnswer = (answer: unknown, wanted: string | number | boolean) =>
  Array.isArray(answer) ? answer.some((item) => String(item) === String(wanted)) : answer !== undefined && answer !== null && String(answer) === String(wanted);

/** The fields shown for these answers, in their order. */
export function visibleDataFields<F extends Pick<DataField, '_id' | 'slug' | 'conditions'>>(fields: readonly F[], answers: FieldAnswers): F[] {
  const byKey = new Map(fields.map((field) => [fieldKey(field), field]));
  const memo = new Map<string, boolean>();
  const visiting = new Set<string>();
  const visible = (field: F): boolean => {
    const key = fieldKey(field);
    const known = memo.get(key);
    if (known !== undefined) return known;
    if (visiting.has(key)) return false;
    visiting.add(key);
    const shown = (field.conditions ?? []).every((condition) => {
      const other = byKey.get(condition.field);
      if (other && !visible(other)) return false;
      return condition.values.some((wanted) => sameAnswer(answers[condition.field], wanted));
    });
    visiting.delete(key);
    memo.set(key, shown);
    return shown;
  };
  return fields.filter(visible);
}

/** Extra fields apply to every ticket type unless they name some. */
export function appliesToTicketType(field: Pick<DataField, 'ticketTypeIds'>, ticketTypeId: string | null | undefined): boolean {
  return !field.ticketTypeIds || field.ticketTypeIds.length === 0 || (ticketTypeId != null && field.ticketTypeIds.includes(ticketTypeId));
}

/** What age rules are counted against; without it age rules are not checked. */
export interface AgeContext {
  relevancyStart?: string | Date | null | undefined;
  timeZone: string;
  today: Date;
}

export function validateDataFieldValue(field: DataField, value: unknown, phone: PhoneRules, ageContext?: AgeContext): FieldErrorCode | undefined {
  const required = field.required === true;
  if (field.type === 'checkbox') {
    if (value === undefined || value === null) return required ? 'checked' : undefined;
    if (typeof value !== 'boolean') return 'invalidOption';
    return required && !value ? 'checked' : undefined;
  }
  if (isEmptyValue(value)) return required ? 'required' : undefined;

  switch (field.type) {
    case 'text':
      if (typeof value !== 'string') return 'required';
      if (!isCleanText(value, { multiline: true })) return 'invalidCharacters';
      return field.maxLength !== undefined && value.trim().length > field.maxLength ? 'tooLong' : undefined;
    case 'email':
      return isValidEmail(value) ? undefined : 'invalidEmail';
    case 'tel':
      if (isPhonePair(value)) {
        const number = phone.toE164(value.country, value.number);
        return number.ok && number.value !== null ? undefined : 'invalidPhone';
      }
      return phone.isValidE164(value) ? undefined : 'invalidPhone';
    case 'country':
      return isCountryCode(value) ? undefined : 'invalidCountry';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : 'invalidNumber';
    case 'select': {
      const options = field.options ?? [];
      const chosen = Array.isArray(value) ? value : [value];
      return chosen.every((item) => typeof item === 'string' && options.includes(item)) ? undefined : 'invalidOption';
    }
    case 'date': {
      if (!isCalendarDate(value)) return 'invalidDate';
      if (!dateInRange(value, field.settings?.from, field.settings?.to)) return 'invalidDate';
      const { minimumAge, maximumAge } = field.settings ?? {};
      if (ageContext && (minimumAge !== undefined || maximumAge !== undefined)) {
        const error = checkBirthdate({ birthdate: value, minimumAge, maximumAge, ...ageContext });
        if (error === 'errors.minimumAge' || error === 'errors.maximumAge') return error;
        if (error) return 'invalidDate';
      }
      return undefined;
    }
    case 'documentUpload': {
      if (typeof value !== 'object' || value === null) return 'required';
      const { fileName, url } = value as { fileName?: unknown; url?: unknown };
      if (typeof fileName !== 'string' || !fileName || typeof url !== 'string' || !url) return 'required';
      return isMimeTypeAllowed(mimeTypeForFileName(fileName), field.settings?.allowedMimeTypes) ? undefined : 'fileTypeNotAllowed';
    }
    case 'signature': {
      const data = typeof value === 'object' && value !== null ? (value as { data?: unknown }).data : undefined;
      return typeof data === 'string' && data.startsWith('data:image/svg') ? undefined : 'required';
    }
    default:
      return undefined;
  }
}

/** Errors of the visible fields, by field key. */
export function validateDataFields(fields: readonly DataField[], answers: FieldAnswers, phone: PhoneRules, ageContext?: AgeContext): Record<string, FieldErrorCode> {
  const errors: Record<string, FieldErrorCode> = {};
  for (const field of visibleDataFields(fields, answers)) {
    const error = validateDataFieldValue(field, answers[fieldKey(field)], phone, ageContext);
    if (error) errors[fieldKey(field)] = error;
  }
  return errors;
}
