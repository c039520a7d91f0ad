import { useFormState, type Path } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { fieldKey } from '@/lib/domain/data-field-rules';
import type { DataField } from '@/lib/ticketing/schemas/data-field';
import { fieldErrorText, type FieldErrorContext } from '../personalization/field-errors';
import { dataFieldLabel } from '../personalization/fields/DataFieldInput';
import type { DetailsFormValues } from './details-values';

/**
 * What the sections of the step-2 details form share: the ids their labels and the error summary
 * point at, the names the summary gives the fields, and each field's error text.
 */

export type DetailsPath = Path<DetailsFormValues>;

type Formatter = Pick<IntlShape, 'formatMessage'>;

/** The id of a field's control, unique per form: labels, descriptions and the summary's links point at it. */
export const detailsFieldId = (formId: string, path: string) => `${formId}-${path.replace(/\./g, '-')}`;

const CONSENT_MESSAGE_IDS: Readonly<Record<string, string>> = { autorenewal: 'checkout.consent.autorenewal' };

export const consentLabel = (intl: Formatter, type: string) =>
  CONSENT_MESSAGE_IDS[type] ? intl.formatMessage({ id: CONSENT_MESSAGE_IDS[type] }) : intl.formatMessage({ id: 'checkout.consent.generic' }, { type });

/** A field's name as its label and the error summary say it. */
export function detailsFieldLabel(intl: Formatter, path: string, extraFields: readonly DataField[] = []): string {
  if (path.startsWith('extraFields.')) {
    const key = path.slice('extraFields.'.length);
    const field = extraFields.find((candidate) => fieldKey(candidate) === key);
    return field ? dataFieldLabel(field) : key;
  }
  if (path.startsWith('itemConsents.')) return consentLabel(intl, path.slice('itemConsents.'.length));
  if (path.startsWith('deliveryAddress.')) {
    return `${intl.formatMessage({ id: 'checkout.details.deliveryAddress' })}: ${intl.formatMessage({ id: `checkout.details.${path.slice('deliveryAddress.'.length)}` })}`;
  }
  return intl.formatMessage({ id: `checkout.details.${path}` });
}

/**
 * The error text of a field of the surrounding details form (undefined when it has none). The
 * calling component re-renders when the form's errors change, so each section shows its own.
 */
export function useDetailsError(): (path: string, context?: FieldErrorContext) => string | undefined {
  const intl = useIntl();
  const { errors } = useFormState<DetailsFormValues>();
  return (path, context) => {
    let node: unknown = errors;
    for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
    return fieldErrorText(intl, typeof message === 'string' ? message : undefined, context);
  };
}
