'use client';

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/operations/call';
import { calendarDateIn } from '@/lib/domain/calendar-date';
import { fieldKey, visibleDataFields } from '@/lib/domain/data-field-rules';
import { isSubmitEnabled, readOnlyFields } from '@/lib/domain/personalization';
import { defaultPhoneCountry } from '@/lib/domain/phone-country';
import type { DataField } from '@/lib/ticketing/schemas/data-field';
import type { Ticket } from '@/lib/ticketing/schemas/ticket';
import { useShop } from '@/components/shop/ShopContext';
import { reasonText } from '@/components/payments/error-codes';
import { Dialog } from '@/components/ui/Dialog';
import { fieldErrorText } from './field-errors';
import { DataFieldInput } from './fields/DataFieldInput';
import { Field } from './fields/Field';
import { call } from '@/lib/operations/call';
import { personalizeTicket } from '@/lib/operations/personalization';
import { dataFieldsQuery, ticketQuery } from './queries';
import { loadPhoneRules } from '@/components/checkout/phone/lazy-phone-rules';
import { fieldsForTicket, initialValues, personalizationPayload, personalizationResolver, type PersonalizationFormValues, type PersonalizeInput } from './personalization-form';
import fieldStyles from './fields/fields.module.css';
import { SkeletonBars } from '@/components/ui/SkeletonBars';
import styles from './personalization.module.css';

export interface PersonalizationModalProps {
  ticket: Ticket;
  /** The event's time zone: age rules are counted on its calendar (ADR 0010). */
  timeZone: string;
  open: boolean;
  /** `saved` when the ticket was personalized; the list refetches the ticket either way. */
  onClose: (outcome: { saved: boolean; ticket?: Ticket }) => void;
  /** The form was submitted with errors: the list shows this ticket's badge in red. */
  onValidationFailed?: ((ticketId: string) => void) | undefined;
  /** Another title (re-personalization: "Re-personalize ticket"). */
  title?: string | undefined;
  /** Shown above the form (re-personalization: its policy preview). */
  preface?: ReactNode | undefined;
  /**
   * Sends the details instead of the personalize call (a paid re-personalization sends them with
   * its fee's checkout); answers the saved ticket, or nothing when the page is left.
   */
  submit?: ((payload: PersonalizeInput) => Promise<Ticket | undefined>) | undefined;
  /** The submit button's words, when not "Save". */
  submitLabel?: string | undefined;
}

/**
 * The personalization modal (spec 02 §2, §5, §8): first and last name when personalization is
 * required, the extra data fields of the ticket's type when extra fields are required; read-only
 * fields a detailsRequired ticket already holds; submit enabled once the fields are loaded and
 * something changed; a failed personalize call opens the personalizeError dialog.
 */
export function PersonalizationModal({ ticket, timeZone, open, onClose, onValidationFailed, title, preface, submit, submitLabel }: PersonalizationModalProps) {
  const intl = useIntl();
  const shop = useShop();
  const needsFields = ticket.requiresExtraFields === true;
  const query = { eventId: ticket.eventId, ticketTypeId: ticket.ticketTypeId, scope: 'TICKET' as const };
  const fieldsQuery = useQuery({ ...dataFieldsQuery(shop.slug, query), enabled: open && needsFields });
  const fields = needsFields ? fieldsQuery.data : [];
  const ticketLabel = [ticket.ticketName ?? ticket.name, ticket.categoryName].filter(Boolean).join(' · ');

  return (
    // A click beside the form must not throw away what was typed into it.
    <Dialog open={open} title={title ?? intl.formatMessage({ id: 'personalization.modal.title' })} subtitle={ticketLabel} onClose={() => onClose({ saved: false })} closeOnBackdrop={false} size="large">
      {preface ? <div className={styles.preface}>{preface}</div> : null}
      {fields ? (
        <PersonalizationForm
          key={ticket._id}
          ticket={ticket}
          fields={fields}
          timeZone={timeZone}
          onClose={onClose}
          onValidationFailed={onValidationFailed}
          submit={submit}
          submitLabel={submitLabel}
        />
      ) : fieldsQuery.isError ? (
        <div className={styles.loadError} role="alert">
          <p>{intl.formatMessage({ id: 'errors.fetch' })}</p>
          <button type="button" className={fieldStyles.secondaryButton} onClick={() => void fieldsQuery.refetch()}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </button>
        </div>
      ) : (
        <LoadingForm onCancel={() => onClose({ saved: false })} />
      )}
    </Dialog>
  );
}

function LoadingForm({ onCancel }: { onCancel: () => void }) {
  const intl = useIntl();
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        {intl.formatMessage({ id: 'personalization.modal.loading' })}
      </p>
      <SkeletonBars />
      <div className={styles.actions}>
        <button type="button" className={fieldStyles.secondaryButton} onClick={onCancel}>
          {intl.formatMessage({ id: 'personalization.modal.cancel' })}
        </button>
        <button type="button" className={fieldStyles.button} disabled>
          {intl.formatMessage({ id: 'personalization.modal.submit' })}
        </button>
      </div>
    </div>
  );
}

interface PersonalizationFormProps {
  ticket: Ticket;
  fields: readonly DataField[];
  timeZone: string;
  onClose: PersonalizationModalProps['onClose'];
  onValidationFailed?: ((ticketId: string) => void) | undefined;
  submit?: PersonalizationModalProps['submit'];
  submitLabel?: string | undefined;
}

function PersonalizationForm({ ticket, fields: allFields, timeZone, onClose, onValidationFailed, submit, submitLabel }: PersonalizationFormProps) {
  const intl = useIntl();
  const shop = useShop();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  // "Today" for the age rules, fixed when the form opens.
  const [today] = useState(() => new Date());
  const phoneCountry = useMemo(() => defaultPhoneCountry(shop.locationCountry, typeof navigator === 'undefined' ? undefined : navigator.language), [shop.locationCountry]);
  const fields = useMemo(() => fieldsForTicket(ticket, allFields), [ticket, allFields]);
  const readOnly = useMemo(() => new Set(readOnlyFields(ticket, fields)), [ticket, fields]);
  const names = ticket.requiresPersonalization === true;
  // Documents uploaded here belong to this ticket, proven by its secret (as the personalization is).
  const uploadTicket = useMemo(() => (ticket.secret ? { ticketId: ticket._id, ticketSecret: ticket.secret } : undefined), [ticket._id, ticket.secret]);
  // The form lives for one opening of one ticket (keyed by its id): what it validates against is fixed.
  const [resolver] = useState(() => personalizationResolver(() => ({ ticket, fields, timeZone, today })));

  const form = useForm<PersonalizationFormValues>({
    defaultValues: initialValues(ticket, fields, phoneCountry),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, formState, setError } = form;
  const formRef = useRef<HTMLFormElement>(null);

  // The form replaces the loading placeholder, which held focus: start on the first field instead.
  useEffect(() => {
    const element = formRef.current;
    if (!element || element.contains(document.activeElement)) return;
    element.querySelector<HTMLElement>('input:not([readonly]):not([type="hidden"]), select:not(:disabled), textarea, button:not(:disabled)')?.focus();
  }, []);
  const answers = useWatch({ control, name: 'extraFields' });
  const shown = visibleDataFields(fields, answers ?? {});

  const relevancy = ticket.relevancyDate ?? ticket.slotStartTime ?? today.toISOString();
  const relevancyYear = Number(calendarDateIn(relevancy, timeZone).slice(0, 4));

  const mutation = useMutation({
    mutationFn: async (values: PersonalizationFormValues) => {
      const payload = personalizationPayload(values, fields, { names }, await loadPhoneRules());
      if (submit) return submit(payload);
      return call(personalizeTicket, { params: { id: ticket._id, secret: ticket.secret ?? '' }, input: payload }).then((answer) => answer.ticket);
    },
    onSuccess: (updated) => {
      // Nothing saved here: the page is being left for a checkout, and the form stays busy until then.
      if (!updated) return;
      queryClient.setQueryData(ticketQuery(ticket).queryKey, updated);
      onClose({ saved: true, ticket: updated });
    },
    onError: (error) => {
      // Field codes from the server land on their fields as well as in the dialog.
      if (error instanceof ApiError && error.errors) {
        for (const [path, codes] of Object.entries(error.errors)) {
          const code = codes[0];
          if (!code) continue;
          const name = path === 'firstname' || path === 'lastname' ? path : `extraFields.${path.replace(/^extraFields\./, '')}`;
          setError(name as 'firstname', { type: code, message: code });
        }
      }
      const reason = error instanceof ApiError && error.status !== 0 && error.status < 500 && !error.errors ? reasonText(intl, error.code ?? error.message) : undefined;
      setFailure(reason && !reason.startsWith('Request failed') ? reason : '');
    },
  });

  const onSubmit = handleSubmit(
    (values) => mutation.mutate(values),
    () => onValidationFailed?.(ticket._id),
  );

  const idOf = (key: string) => `pers-${ticket._id}-${key}`;
  const alreadyPersonalized = intl.formatMessage({ id: 'personalization.alreadyPersonalized' });
  // Left for a checkout: the form stays busy until the page goes.
  const leaving = mutation.isSuccess && mutation.data === undefined;
  const canSubmit = isSubmitEnabled({ loaded: true, changed: formState.isDirty }) && !mutation.isPending && !leaving;

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.intro}>{intl.formatMessage({ id: 'personalization.modal.intro' })}</p>
      {names ? (
        <div className={styles.names}>
          {(['firstname', 'lastname'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => {
                const locked = readOnly.has(name);
                return (
                  <Field
                    id={idOf(name)}
                    label={intl.formatMessage({ id: `personalization.${name}` })}
                    required
                    error={fieldErrorText(intl, fieldState.error?.message)}
                    note={locked ? alreadyPersonalized : undefined}
                  >
                    {(aria) => (
                      <input
                        ref={field.ref}
                        id={idOf(name)}
                        name={field.name}
                        className={fieldStyles.input}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        readOnly={locked}
                        title={locked ? alreadyPersonalized : undefined}
                        autoComplete={name === 'firstname' ? 'given-name' : 'family-name'}
                        {...aria}
                      />
                    )}
                  </Field>
                );
              }}
            />
          ))}
        </div>
      ) : null}
      {shown.map((definition) => {
        const key = fieldKey(definition);
        return (
          <Controller
            key={key}
            control={control}
            name={`extraFields.${key}`}
            render={({ field, fieldState }) => (
              <DataFieldInput
                field={definition}
                id={idOf(key)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldErrorText(intl, fieldState.error?.message, {
                  maxLength: definition.maxLength,
                  minimumAge: definition.settings?.minimumAge,
                  maximumAge: definition.settings?.maximumAge,
                })}
                readOnly={readOnly.has(key)}
                readOnlyNote={alreadyPersonalized}
                defaultPhoneCountry={phoneCountry}
                defaultYear={relevancyYear - (definition.settings?.minimumAge ?? 0)}
                uploadTicket={uploadTicket}
              />
            )}
          />
        );
      })}
      <p className={styles.requiredNote}>{intl.formatMessage({ id: 'form.requiredNote' })}</p>
      <div className={styles.actions}>
        <button type="button" className={fieldStyles.secondaryButton} onClick={() => onClose({ saved: false })}>
          {intl.formatMessage({ id: 'personalization.modal.cancel' })}
        </button>
        <button type="submit" className={fieldStyles.button} disabled={!canSubmit} aria-busy={mutation.isPending || undefined}>
          {mutation.isPending ? <span className={fieldStyles.spinner} aria-hidden="true" /> : null}
          {submitLabel ?? intl.formatMessage({ id: 'personalization.modal.submit' })}
        </button>
      </div>
      <Dialog
        open={failure !== null}
        role="alertdialog"
        title={intl.formatMessage({ id: 'personalizeError.title' })}
        onClose={() => setFailure(null)}
        size="small"
        describedBy={`${idOf('failure')}-message`}
      >
        <p id={`${idOf('failure')}-message`}>{intl.formatMessage({ id: 'personalizeError.message' })}</p>
        {failure ? <p className={styles.serverMessage}>{failure}</p> : null}
        <div className={styles.actions}>
          <button type="button" className={fieldStyles.button} onClick={() => setFailure(null)}>
            {intl.formatMessage({ id: 'common.ok' })}
          </button>
        </div>
      </Dialog>
    </form>
  );
}
