import type { IntlShape } from 'react-intl';
import { PASSWORD_MIN_LENGTH } from '@/lib/domain/checkout-details';
import { MAX_UPLOAD_MEGABYTES } from '@/lib/domain/uploads';

/**
 * The texts of the validation codes that lib/domain produces (spec 02 §5 checkout codes plus the
 * data-field codes of data-field-rules.ts and the age-rule keys errors.minimumAge/maximumAge).
 * Codes are catalogue keys under `validation.`, except the age keys, which the spec names itself.
 */
export const FIELD_ERROR_MESSAGE_IDS: Readonly<Record<string, string>> = {
  required: 'validation.required',
  invalidEmail: 'validation.invalidEmail',
  repeatEmail: 'validation.repeatEmail',
  invalidPhone: 'validation.invalidPhone',
  passwordMin: 'validation.passwordMin',
  repeatPassword: 'validation.repeatPassword',
  checked: 'validation.checked',
  tooLong: 'validation.tooLong',
  invalidCharacters: 'validation.invalidCharacters',
  invalidOption: 'validation.invalidOption',
  invalidNumber: 'validation.invalidNumber',
  invalidCountry: 'validation.invalidCountry',
  invalidDate: 'validation.invalidDate',
  fileTypeNotAllowed: 'validation.fileTypeNotAllowed',
  fileSizeTooLarge: 'upload.fileSizeTooLarge',
  'errors.minimumAge': 'errors.minimumAge',
  'errors.maximumAge': 'errors.maximumAge',
  'errors.futureDate': 'errors.futureDate',
  alreadyPersonalized: 'personalization.alreadyPersonalized',
  invalid: 'validation.invalid',
};

export interface FieldErrorContext {
  /** maxLength of a text field (tooLong). */
  maxLength?: number | undefined;
  minimumAge?: number | undefined;
  maximumAge?: number | undefined;
}

/** The text of a code; an unknown code (a server message) is shown as it came. */
export function fieldErrorText(intl: Pick<IntlShape, 'formatMessage'>, code: string | undefined, context: FieldErrorContext = {}): string | undefined {
  if (!code) return undefined;
  const id = FIELD_ERROR_MESSAGE_IDS[code];
  if (!id) return code;
  return intl.formatMessage(
    { id },
    {
      min: PASSWORD_MIN_LENGTH,
      max: context.maxLength ?? 0,
      age: code === 'errors.maximumAge' ? (context.maximumAge ?? 0) : (context.minimumAge ?? 0),
      size: MAX_UPLOAD_MEGABYTES,
    },
  );
}
