import type { IntlShape } from 'react-intl';
import { MIN_PASSWORD_LENGTH } from '@/lib/operations/account.inputs';

/**
 * The account forms' schemas name their problems with short codes (required, invalidEmail, …);
 * this turns a code into the catalogue's sentence. Anything else (a library's own wording) reads
 * as a generic "check this field".
 */
const CODES: Record<string, string> = {
  required: 'account.form.required',
  invalidEmail: 'account.form.invalidEmail',
  tooLong: 'account.form.tooLong',
  invalidCharacters: 'account.form.invalidCharacters',
  tooShort: 'account.form.tooShort',
  mismatch: 'account.form.passwordMismatch',
  invalidCountry: 'account.form.invalidCountry',
  invalidState: 'account.form.invalidState',
};

export function fieldMessage(intl: Pick<IntlShape, 'formatMessage'>, code: string | undefined): string {
  return intl.formatMessage({ id: (code && CODES[code]) || 'account.form.invalid' }, { min: MIN_PASSWORD_LENGTH });
}
