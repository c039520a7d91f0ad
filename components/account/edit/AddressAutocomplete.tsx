'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { call } from '@/lib/operations/call';
import { getAddressSuggestions, type AddressSuggestion } from '@/lib/operations/account';
import styles from './EditForm.module.css';
import formStyles from '../shell/forms.module.css';

/** Suggestions are asked for from this many characters on, after a short pause in typing. */
const MIN_QUERY_LENGTH = 3;
const DEBOUNCE_MS = 250;

export interface AddressAutocompleteProps {
  id: string;
  shopSlug: string;
  /** The street field's registration; typing still goes through the form. */
  field: UseFormRegisterReturn<'location.street'>;
  invalid: boolean;
  describedBy?: string | undefined;
  /** Called with a chosen suggestion: the form fills street, postal, city, state and country. */
  onPick: (suggestion: AddressSuggestion) => void;
  listLabel: string;
}

/**
 * The address field with autocomplete suggestions (spec 01 §5, address autocomplete feature):
 * an ARIA 1.2 combobox. Arrow keys move through the suggestions, Enter picks, Escape closes; the
 * text typed stays the street when nothing is picked.
 */
export function AddressAutocomplete({ id, shopSlug, field, invalid, describedBy, onPick, listLabel }: AddressAutocompleteProps) {
  const listId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    // Only what the customer typed asks for suggestions; a picked address does not.
    if (query === null || query.trim().length < MIN_QUERY_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const answer = await call(getAddressSuggestions, { params: { seller: shopSlug }, input: { q: query.trim() }, signal: controller.signal });
        setSuggestions(answer.suggestions);
        setActive(-1);
        setOpen(answer.suggestions.length > 0);
      } catch {
        // Suggestions are a help, not a requirement: without them the field is plain text.
        if (!controller.signal.aborted) setOpen(false);
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, shopSlug]);

  const pick = (suggestion: AddressSuggestion) => {
    onPick(suggestion);
    setQuery(null);
    setOpen(false);
    setActive(-1);
    inputRef.current?.focus();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void field.onChange(event);
    const value = event.target.value;
    setQuery(value);
    if (value.trim().length < MIN_QUERY_LENGTH) setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length + (index < 0 && step < 0 ? 1 : 0)) % suggestions.length);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className={styles.combo}>
      <input
        {...field}
        ref={(node) => {
          field.ref(node);
          inputRef.current = node;
        }}
        id={id}
        className={formStyles.input}
        type="text"
        role="combobox"
        autoComplete="address-line1"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setOpen(false);
          void field.onBlur(event);
        }}
      />
      <ul id={listId} role="listbox" aria-label={listLabel} className={styles.listbox} hidden={!open}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Keeps focus in the input, so the blur above does not close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
          >
            {suggestion.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
