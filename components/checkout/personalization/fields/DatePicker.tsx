'use client';

import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { datePartOf, daysInMonth, parseCalendarDate } from '@/lib/domain/calendar-date';
import type { FieldAria } from './Field';
import styles from './fields.module.css';

const YEARS_PER_PAGE = 20;

type View = 'years' | 'months' | 'days';

export interface DatePickerProps extends Partial<FieldAria> {
  id: string;
  /** yyyy-MM-dd or empty. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
  /** Inclusive bounds (a date or an ISO date-time; its date part counts). */
  from?: string | undefined;
  to?: string | undefined;
  /** The year the year view starts on when there is no value (a birthdate field: this year minus the minimum age). */
  defaultYear: number;
  readOnly?: boolean | undefined;
  ref?: Ref<HTMLButtonElement> | undefined;
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoOf = (year: number, month: number, day: number) => `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
const utc = (year: number, month: number, day = 1) => new Date(Date.UTC(year, month - 1, day));

/** Monday for most of Europe, Sunday for the US; read from the locale where the browser can. */
function firstDayOfWeek(locale: string): number {
  try {
    const info = (new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } });
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay ?? 1;
    return firstDay % 7;
  } catch {
    return 1;
  }
}

/**
 * A date-only picker without free typing (spec 02 §5): it opens on the year view, then months,
 * then days; a from/to range (inclusive) greys out what lies outside. Each view is a grid of
 * buttons with one tab stop; the arrow keys, Home and End move within it, Escape closes.
 */
export function DatePicker({ id, value, onChange, onBlur, from, to, defaultYear, readOnly, ref, ...aria }: DatePickerProps) {
  // A button takes neither aria-required nor aria-invalid (ARIA 1.2); its error is tied to it by aria-describedby.
  const describedBy = aria['aria-describedby'];
  const intl = useIntl();
  const popoverId = useId();
  const selected = parseCalendarDate(value ?? '');
  const min = from ? datePartOf(from) : undefined;
  const max = to ? datePartOf(to) : undefined;
  const minParts = min ? parseCalendarDate(min) : undefined;
  const maxParts = max ? parseCalendarDate(max) : undefined;

  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>('years');
  const [year, setYear] = useState<number>(selected?.year ?? defaultYear);
  const [month, setMonth] = useState<number>(selected?.month ?? 1);
  const [pageStart, setPageStart] = useState<number>(Math.floor((selected?.year ?? defaultYear) / YEARS_PER_PAGE) * YEARS_PER_PAGE);
  const [focusIndex, setFocusIndex] = useState(0);
  // Cells are found by id when focus moves (in handlers only), so rendering never touches refs.
  const cellId = (index: number) => `${popoverId}-cell-${index}`;
  const focusCellNow = (index: number) => document.getElementById(cellId(index))?.focus();

  const monthNames = useMemo(
    () => Array.from({ length: 12 }, (_, index) => intl.formatDate(utc(2000, index + 1), { month: 'long', timeZone: 'UTC' })),
    [intl],
  );
  const weekStart = useMemo(() => firstDayOfWeek(intl.locale), [intl.locale]);
  const weekdayNames = useMemo(
    // 2000-01-02 was a Sunday: day index 0.
    () => Array.from({ length: 7 }, (_, index) => intl.formatDate(utc(2000, 1, 2 + ((index + weekStart) % 7)), { weekday: 'short', timeZone: 'UTC' })),
    [intl, weekStart],
  );

  const yearOutside = (candidate: number) => (minParts !== undefined && candidate < minParts.year) || (maxParts !== undefined && candidate > maxParts.year);
  const monthOutside = (candidate: number) => {
    const first = isoOf(year, candidate, 1);
    const last = isoOf(year, candidate, daysInMonth(year, candidate));
    return (min !== undefined && last < min) || (max !== undefined && first > max);
  };
  const dayOutside = (day: number) => {
    const iso = isoOf(year, month, day);
    return (min !== undefined && iso < min) || (max !== undefined && iso > max);
  };

  const focusCell = (index: number) => {
    setFocusIndex(index);
    // Same view: the cell is there already; its tab stop follows on the next render.
    focusCellNow(index);
  };

  const openPicker = () => {
    const startYear = selected?.year ?? defaultYear;
    setYear(startYear);
    setMonth(selected?.month ?? 1);
    setPageStart(Math.floor(startYear / YEARS_PER_PAGE) * YEARS_PER_PAGE);
    setView('years');
    setFocusIndex(startYear - Math.floor(startYear / YEARS_PER_PAGE) * YEARS_PER_PAGE);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    onBlur?.();
    document.getElementById(id)?.focus();
  };

  const showView = (next: View, index: number) => {
    setView(next);
    setFocusIndex(index);
  };

  // Opening the picker or switching its view puts focus on the view's current cell, once it is rendered.
  useEffect(() => {
    if (open) focusCellNow(focusIndex);
    // Only on opening and view changes: arrow keys move focus themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, view]);

  const pickYear = (candidate: number) => {
    if (yearOutside(candidate)) return;
    setYear(candidate);
    showView('months', (selected?.year === candidate ? selected.month : month) - 1);
  };
  const pickMonth = (candidate: number) => {
    if (monthOutside(candidate)) return;
    setMonth(candidate);
    showView('days', selected?.year === year && selected.month === candidate ? selected.day - 1 : 0);
  };
  const pickDay = (day: number) => {
    if (dayOutside(day)) return;
    onChange(isoOf(year, month, day));
    close();
  };

  const count = view === 'years' ? YEARS_PER_PAGE : view === 'months' ? 12 : daysInMonth(year, month);
  const columns = view === 'years' ? 4 : view === 'months' ? 3 : 7;

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -columns, ArrowDown: columns };
    if (event.key in moves) {
      event.preventDefault();
      const next = focusIndex + moves[event.key]!;
      if (next >= 0 && next < count) focusCell(next);
      else if (view === 'years') {
        // Past either end of a page of years: turn the page and keep the column.
        const shift = next < 0 ? -YEARS_PER_PAGE : YEARS_PER_PAGE;
        setPageStart((start) => start + shift);
        focusCell((next + YEARS_PER_PAGE) % YEARS_PER_PAGE);
      }
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusCell(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusCell(count - 1);
    }
  };

  const onPopoverKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Closes the picker only, not the dialog around it.
      event.stopPropagation();
      event.preventDefault();
      close();
    }
  };

  const valueLabel = selected ? intl.formatDate(utc(selected.year, selected.month, selected.day), { dateStyle: 'long', timeZone: 'UTC' }) : intl.formatMessage({ id: 'fields.date.choose' });

  const cell = (index: number, label: string, outside: boolean, isSelected: boolean, onPick: () => void, accessibleName?: string) => (
    <button
      key={index}
      id={cellId(index)}
      type="button"
      className={styles.cell}
      tabIndex={index === focusIndex ? 0 : -1}
      aria-pressed={isSelected}
      aria-disabled={outside || undefined}
      aria-label={accessibleName}
      onClick={onPick}
    >
      {label}
    </button>
  );

  let header: { title: string; onTitle?: () => void; titleLabel?: string; prev?: () => void; next?: () => void; prevDisabled?: boolean; nextDisabled?: boolean };
  let grid: ReactNode;
  if (view === 'years') {
    header = {
      title: `${pageStart} – ${pageStart + YEARS_PER_PAGE - 1}`,
      prev: () => setPageStart((start) => start - YEARS_PER_PAGE),
      next: () => setPageStart((start) => start + YEARS_PER_PAGE),
      prevDisabled: minParts !== undefined && pageStart <= minParts.year,
      nextDisabled: maxParts !== undefined && pageStart + YEARS_PER_PAGE - 1 >= maxParts.year,
    };
    grid = Array.from({ length: YEARS_PER_PAGE }, (_, index) => {
      const candidate = pageStart + index;
      return cell(index, String(candidate), yearOutside(candidate), selected?.year === candidate, () => pickYear(candidate));
    });
  } else if (view === 'months') {
    header = {
      title: String(year),
      titleLabel: intl.formatMessage({ id: 'fields.date.chooseYear' }),
      onTitle: () => showView('years', year - pageStart >= 0 && year - pageStart < YEARS_PER_PAGE ? year - pageStart : 0),
    };
    grid = monthNames.map((name, index) =>
      cell(index, name, monthOutside(index + 1), selected?.year === year && selected.month === index + 1, () => pickMonth(index + 1), `${name} ${year}`),
    );
  } else {
    header = {
      title: `${monthNames[month - 1]} ${year}`,
      titleLabel: intl.formatMessage({ id: 'fields.date.chooseMonth' }),
      onTitle: () => showView('months', month - 1),
    };
    const offset = (utc(year, month, 1).getUTCDay() - weekStart + 7) % 7;
    grid = (
      <>
        {weekdayNames.map((name) => (
          <span key={name} className={styles.weekday} aria-hidden="true">
            {name}
          </span>
        ))}
        {Array.from({ length: offset }, (_, index) => (
          <span key={`blank-${index}`} aria-hidden="true" />
        ))}
        {Array.from({ length: daysInMonth(year, month) }, (_, index) =>
          cell(
            index,
            String(index + 1),
            dayOutside(index + 1),
            selected?.year === year && selected.month === month && selected.day === index + 1,
            () => pickDay(index + 1),
            intl.formatDate(utc(year, month, index + 1), { dateStyle: 'full', timeZone: 'UTC' }),
          ),
        )}
      </>
    );
  }

  return (
    <div className={styles.picker}>
      <button
        ref={ref}
        id={id}
        type="button"
        className={styles.pickerButton}
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        aria-labelledby={`${id}-label ${id}-value`}
        disabled={readOnly}
        onClick={() => (open ? close() : openPicker())}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            event.preventDefault();
            close();
          }
        }}
        aria-describedby={describedBy}
      >
        <span id={`${id}-value`} className={selected ? undefined : styles.placeholder}>
          {valueLabel}
        </span>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <div id={popoverId} role="group" aria-label={intl.formatMessage({ id: 'fields.date.picker' })} className={styles.popover} onKeyDown={onPopoverKeyDown} data-view={view}>
          <div className={styles.popoverHeader}>
            {header.prev ? (
              <button type="button" className={styles.navButton} onClick={header.prev} disabled={header.prevDisabled} aria-label={intl.formatMessage({ id: 'fields.date.previousYears' })}>
                ‹
              </button>
            ) : (
              <span />
            )}
            <button type="button" className={styles.viewTitle} onClick={header.onTitle} disabled={!header.onTitle} aria-label={header.titleLabel ? `${header.title}, ${header.titleLabel}` : undefined} aria-live="polite">
              {header.title}
            </button>
            {header.next ? (
              <button type="button" className={styles.navButton} onClick={header.next} disabled={header.nextDisabled} aria-label={intl.formatMessage({ id: 'fields.date.nextYears' })}>
                ›
              </button>
            ) : (
              <span />
            )}
          </div>
          <div className={`${styles.grid} ${styles[view]}`} role="group" aria-label={header.title} onKeyDown={onGridKeyDown}>
            {grid}
          </div>
        </div>
      ) : null}
    </div>
  );
}
