'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { achErrors, sepaErrors, type AchField, type BankAccountError, type SepaField } from '@/lib/domain/bank-account';
import type { CustomGatewayOption } from '@/lib/operations/payment-methods';
import formStyles from '../shell/forms.module.css';

export type BankField = SepaField | AchField;
export type BankDetails = Partial<Record<BankField, string>>;

const FIELDS: Record<CustomGatewayOption['requiredInformation'], readonly BankField[]> = {
  SEPA: ['iban', 'bic', 'accountHolderName'],
  ACH: ['accountNumber', 'routingNumber', 'accountHolderName'],
};

const AUTOCOMPLETE: Record<BankField, string> = { iban: 'off', bic: 'off', accountNumber: 'off', routingNumber: 'off', accountHolderName: 'name' };
const NUMERIC: ReadonlySet<BankField> = new Set(['accountNumber', 'routingNumber']);
const KNOWN_ERRORS: ReadonlySet<string> = new Set<BankAccountError>(['required', 'invalidIban', 'invalidBic', 'invalidAccountNumber', 'invalidRoutingNumber', 'tooLong']);

export interface CustomMethodFormProps {
  gateway: CustomGatewayOption;
  busy: boolean;
  /** Field errors the server answered (codes), shown until the field changes. */
  serverErrors?: Partial<Record<BankField, string>> | undefined;
  onSubmit: (details: BankDetails) => void;
}

/**
 * A custom payment method's bank details (spec 01 §5): SEPA asks for IBAN, BIC and account holder,
 * ACH for account number, routing number and account holder, all required with format checks
 * (lib/domain/bank-account.ts). A field's error shows once it was left or the form was sent; a
 * form with errors sends nothing and moves focus to the first wrong field.
 */
export function CustomMethodForm({ gateway, busy, serverErrors, onSubmit }: CustomMethodFormProps) {
  const intl = useIntl();
  const id = useId();
  const fields = FIELDS[gateway.requiredInformation];
  const [values, setValues] = useState<BankDetails>({});
  const [touched, setTouched] = useState<Partial<Record<BankField, boolean>>>({});
  const [changedSinceServer, setChangedSinceServer] = useState<Partial<Record<BankField, boolean>>>({});
  const inputs = useRef<Partial<Record<BankField, HTMLInputElement | null>>>({});
  // New server errors apply to the fields as they are now.
  const [seenServerErrors, setSeenServerErrors] = useState(serverErrors);
  if (seenServerErrors !== serverErrors) {
    setSeenServerErrors(serverErrors);
    setChangedSinceServer({});
  }
  useEffect(() => {
    const first = fields.find((field) => serverErrors?.[field]);
    if (first) inputs.current[first]?.focus();
  }, [serverErrors, fields]);

  const checked: Partial<Record<BankField, BankAccountError>> = gateway.requiredInformation === 'SEPA' ? sepaErrors(values) : achErrors(values);
  const errorOf = (field: BankField): string | undefined => {
    const server = changedSinceServer[field] ? undefined : serverErrors?.[field];
    return (touched[field] ? checked[field] : undefined) ?? server;
  };
  const errorText = (code: string) => intl.formatMessage({ id: KNOWN_ERRORS.has(code) ? `account.paymentMethods.field.${code}` : 'account.paymentMethods.field.invalid' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setTouched(Object.fromEntries(fields.map((field) => [field, true])));
    const first = fields.find((field) => checked[field]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    onSubmit(Object.fromEntries(fields.map((field) => [field, values[field] ?? ''])));
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={gateway.name}>
      {gateway.description ? <p className={formStyles.hint}>{gateway.description}</p> : null}
      {fields.map((field) => {
        const fieldId = `${id}-${field}`;
        const error = errorOf(field);
        return (
          <div key={field} className={formStyles.field}>
            <label htmlFor={fieldId} className={formStyles.label}>
              {intl.formatMessage({ id: `account.paymentMethods.field.label.${field}` })}
            </label>
            <input
              ref={(element) => {
                inputs.current[field] = element;
              }}
              id={fieldId}
              name={field}
              className={formStyles.input}
              value={values[field] ?? ''}
              autoComplete={AUTOCOMPLETE[field]}
              spellCheck={false}
              autoCapitalize={field === 'accountHolderName' ? 'words' : 'characters'}
              inputMode={NUMERIC.has(field) ? 'numeric' : undefined}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              onChange={(event) => {
                const next = event.target.value;
                setValues((current) => ({ ...current, [field]: next }));
                setChangedSinceServer((current) => ({ ...current, [field]: true }));
              }}
              onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
            />
            {error ? (
              <p id={`${fieldId}-error`} className={formStyles.fieldError}>
                {errorText(error)}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={busy} aria-busy={busy || undefined}>
          {intl.formatMessage({ id: 'payment.add' })}
        </button>
      </div>
    </form>
  );
}
