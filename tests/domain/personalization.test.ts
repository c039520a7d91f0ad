import { describe, it, expect } from 'vitest';
import type { DataField } from '../../lib/ticketing/schemas/data-field.ts';
import { PHONE_RULES } from '../../lib/domain/phone.ts';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';
import {
  ALREADY_PERSONALIZED_TOOLTIP,
  MAX_UPLOAD_BYTES,
  badgeHolderName,
  checkUpload,
  isSubmitEnabled,
  needsPersonalization,
  personalizationBadge,
  readOnlyFields,
  validatePersonalization,
  type PersonalizationBadge,
  type ValidatePersonalizationInput,
} from '../../lib/domain/personalization.ts';

type TicketFlags = Pick<Ticket, 'status' | 'personalized' | 'requiresPersonalization'>;

describe('needsPersonalization and the list badge (spec 02 §2, §4)', () => {
  it.each<[string, TicketFlags, boolean, PersonalizationBadge, PersonalizationBadge]>([
    ['detailsRequired', { status: 'detailsRequired' }, true, 'personalizeNow', 'personalizeNowFailed'],
    ['valid, requiring personalization', { status: 'valid', requiresPersonalization: true }, true, 'personalizeNow', 'personalizeNowFailed'],
    ['reserved in the cart, requiring personalization', { status: 'reserved', requiresPersonalization: true }, true, 'personalizeNow', 'personalizeNowFailed'],
    ['already personalized', { status: 'valid', requiresPersonalization: true, personalized: true }, false, 'personalized', 'personalized'],
    ['detailsRequired but personalized', { status: 'detailsRequired', personalized: true }, false, 'personalized', 'personalized'],
    ['valid, nothing required', { status: 'valid' }, false, 'personalized', 'personalized'],
  ])('%s', (_case, ticket, needs, badge, failedBadge) => {
    expect(needsPersonalization(ticket)).toBe(needs);
    expect(personalizationBadge(ticket, { failed: false })).toBe(badge);
    expect(personalizationBadge(ticket, { failed: true })).toBe(failedBadge);
  });

  it.each<[Pick<Ticket, 'requiresPersonalization' | 'firstname' | 'lastname'>, string | undefined]>([
    [{ requiresPersonalization: true, firstname: ' Alex ', lastname: 'Morgan' }, 'Alex Morgan'],
    [{ requiresPersonalization: true, firstname: 'Alex', lastname: null }, 'Alex'],
    [{ requiresPersonalization: true, firstname: '', lastname: '' }, undefined],
    [{ requiresPersonalization: false, firstname: 'Alex', lastname: 'Morgan' }, undefined],
  ])('badge holder name of %o: %s', (ticket, expected) => {
    expect(badgeHolderName(ticket)).toBe(expected);
  });
});

describe('validatePersonalization (spec 02 §5)', () => {
  const fields: DataField[] = [
    { _id: 'df_email', slug: 'holderEmail', type: 'email', required: true },
    { _id: 'df_rules', slug: 'houseRules', type: 'checkbox', required: true },
    { _id: 'df_dietary', slug: 'dietary', type: 'select', options: ['None', 'Other'] },
    { _id: 'df_other', slug: 'dietaryOther', type: 'text', required: true, conditions: [{ field: 'dietary', values: ['Other'] }] },
    { _id: 'df_birthdate', slug: 'birthdate', type: 'date', required: true, settings: { minimumAge: 16 } },
    { _id: 'df_student', slug: 'studentId', type: 'documentUpload', required: true, ticketTypeIds: ['tt_student'], settings: { allowedMimeTypes: ['application/pdf'] } },
    { _id: 'df_visits', type: 'number' },
  ];
  const valid = { holderEmail: 'alex@example.com', houseRules: true, dietary: 'None', birthdate: '2000-01-01' };
  const base: ValidatePersonalizationInput = {
    ticket: { status: 'detailsRequired', ticketTypeId: 'tt_adult', relevancyDate: '2030-06-01T18:00:00Z', requiresPersonalization: true, requiresExtraFields: true },
    timeZone: 'Europe/Berlin',
    fields,
    values: { firstname: 'Alex', lastname: 'Morgan', extraFields: valid },
    today: new Date('2030-01-15T12:00:00Z'),
    phone: PHONE_RULES,
  };

  it.each<[string, Partial<ValidatePersonalizationInput>, Record<string, string>]>([
    ['everything valid', {}, {}],
    ['blank names', { values: { firstname: '  ', lastname: undefined, extraFields: valid } }, { firstname: 'required', lastname: 'required' }],
    ['blank names when personalization is not required', { requiresPersonalization: false, values: { firstname: '', lastname: '', extraFields: valid } }, {}],
    [
      'every extra field empty',
      { values: { firstname: 'A', lastname: 'B', extraFields: {} } },
      { holderEmail: 'required', houseRules: 'checked', birthdate: 'required' },
    ],
    ['extra fields not checked when not required', { requiresExtraFields: false, values: { firstname: 'A', lastname: 'B', extraFields: {} } }, {}],
    ['a conditional field shown and empty', { values: { firstname: 'A', lastname: 'B', extraFields: { ...valid, dietary: 'Other' } } }, { dietaryOther: 'required' }],
    ['a field for another ticket type is skipped', {}, {}],
    [
      'a field for this ticket type is checked',
      { ticketTypeId: 'tt_student', values: { firstname: 'A', lastname: 'B', extraFields: { ...valid, studentId: { fileName: 'id.png', url: 'u' } } } },
      { studentId: 'fileTypeNotAllowed' },
    ],
    ['too young at the show', { values: { firstname: 'A', lastname: 'B', extraFields: { ...valid, birthdate: '2014-06-02' } } }, { birthdate: 'errors.minimumAge' }],
    ['16 on the show day', { values: { firstname: 'A', lastname: 'B', extraFields: { ...valid, birthdate: '2014-06-01' } } }, {}],
    ['a field keyed by its id', { values: { firstname: 'A', lastname: 'B', extraFields: { ...valid, df_visits: 'many' } } }, { df_visits: 'invalidNumber' }],
  ])('%s', (_case, change, expected) => {
    expect(validatePersonalization({ ...base, ...change })).toEqual(expected);
  });

  it('falls back to the slot start for age rules, and the input overrides the ticket', () => {
    const ticket = { status: 'valid' as const, slotStartTime: '2030-06-01T18:00:00Z', requiresExtraFields: true };
    const tooYoung = { firstname: 'A', lastname: 'B', extraFields: { ...valid, birthdate: '2014-06-02' } };
    expect(validatePersonalization({ ...base, ticket, values: tooYoung })).toEqual({ birthdate: 'errors.minimumAge' });
    expect(validatePersonalization({ ...base, ticket, values: tooYoung, relevancyStart: '2030-06-02T18:00:00Z' })).toEqual({});
  });
});

describe('readOnlyFields (already personalized on a detailsRequired ticket)', () => {
  const fields: Pick<DataField, '_id' | 'slug'>[] = [{ _id: 'df_a', slug: 'badgeName' }, { _id: 'df_b', slug: 'phone' }, { _id: 'df_c' }];
  it.each<[string, Pick<Ticket, 'status' | 'firstname' | 'lastname' | 'extraFields'>, string[]]>([
    ['a fresh detailsRequired ticket', { status: 'detailsRequired', firstname: '', lastname: '', extraFields: {} }, []],
    ['names and one field given', { status: 'detailsRequired', firstname: 'Alex', lastname: 'Morgan', extraFields: { badgeName: 'Al', phone: '' } }, ['firstname', 'lastname', 'badgeName']],
    ['a field keyed by id, and a false checkbox', { status: 'detailsRequired', extraFields: { df_c: false } }, ['df_c']],
    ['a valid ticket: nothing read-only', { status: 'valid', firstname: 'Alex', extraFields: { badgeName: 'Al' } }, []],
  ])('%s', (_case, ticket, expected) => {
    expect(readOnlyFields(ticket, fields)).toEqual(expected);
  });

  it('names the tooltip', () => {
    expect(ALREADY_PERSONALIZED_TOOLTIP).toBe('alreadyPersonalized');
  });
});

describe('isSubmitEnabled (loaded and changed)', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('loaded %s, changed %s -> %s', (loaded, changed, expected) => {
    expect(isSubmitEnabled({ loaded, changed })).toBe(expected);
  });
});

describe('uploads from personalization', () => {
  it('re-exports the upload check', () => {
    expect(checkUpload({ size: MAX_UPLOAD_BYTES + 1, type: 'application/pdf' }, ['application/pdf'])).toBe('fileSizeTooLarge');
  });
});
