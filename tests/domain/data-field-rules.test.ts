import { describe, it, expect } from 'vitest';
import type { DataField } from '../../lib/ticketing/schemas/data-field.ts';
import { PHONE_RULES } from '../../lib/domain/phone.ts';
import {
  appliesToTicketType,
  fieldKey,
  isEmptyValue,
  isValidEmail,
  validateDataFieldValue,
  validateDataFields,
  visibleDataFields,
  type FieldErrorCode,
} from '../../lib/domain/data-field-rules.ts';

const field = (type: DataField['type'], extra: Partial<DataField> = {}): DataField => ({ _id: `df_${type}`, slug: type, type, ...extra });

describe('fieldKey (slug, else id)', () => {
  it.each<[Pick<DataField, '_id' | 'slug'>, string]>([
    [{ _id: 'df_1', slug: 'birthdate' }, 'birthdate'],
    [{ _id: 'df_1' }, 'df_1'],
    [{ _id: 'df_1', slug: '' }, 'df_1'],
  ])('%o -> %s', (definition, expected) => {
    expect(fieldKey(definition)).toBe(expected);
  });
});

describe('isEmptyValue and isValidEmail', () => {
  it.each<[unknown, boolean]>([
    [undefined, true],
    [null, true],
    ['', true],
    ['  ', true],
    [[], true],
    [{ country: 'DE', number: '' }, true],
    ['x', false],
    [0, false],
    [false, false],
    [['a'], false],
    [{ country: 'DE', number: '0151' }, false],
  ])('isEmptyValue(%j) -> %s', (value, expected) => {
    expect(isEmptyValue(value)).toBe(expected);
  });

  it.each<[unknown, boolean]>([
    ['alex@example.com', true],
    [' alex@example.com ', true],
    ['alex.morgan+tickets@mail.example.co.uk', true],
    ['alex@', false],
    ['alex example.com', false],
    ['@example.com', false],
    ['', false],
    [42, false],
  ])('isValidEmail(%j) -> %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});

describe('validateDataFieldValue by type (spec 02 §5)', () => {
  const age = { relevancyStart: '2030-06-01T18:00:00Z', timeZone: 'Europe/Berlin', today: new Date('2030-01-15T12:00:00Z') };
  const upload = field('documentUpload', { settings: { allowedMimeTypes: ['application/pdf', 'image/jpeg', 'image/png'] } });
  const cases: [string, DataField, unknown, FieldErrorCode | undefined][] = [
    ['optional text left empty', field('text'), '', undefined],
    ['optional text null', field('text'), null, undefined],
    ['required text empty', field('text', { required: true }), '  ', 'required'],
    ['text', field('text', { required: true }), 'Alex', undefined],
    ['text that is not a string', field('text'), 42, 'required'],
    ['text within maxLength', field('text', { maxLength: 5 }), 'Hello', undefined],
    ['text beyond maxLength', field('text', { maxLength: 5 }), 'Hello!', 'tooLong'],
    ['email', field('email', { required: true }), 'a@b.de', undefined],
    ['bad email', field('email'), 'a@', 'invalidEmail'],
    ['required email missing', field('email', { required: true }), undefined, 'required'],
    ['tel as E.164', field('tel'), '+4915123456789', undefined],
    ['tel as a country and number pair', field('tel'), { country: 'DE', number: '0151 23456789' }, undefined],
    ['tel pair with no number, optional', field('tel'), { country: 'DE', number: '' }, undefined],
    ['tel pair with no number, required', field('tel', { required: true }), { country: 'DE', number: '' }, 'required'],
    ['bad tel', field('tel'), '0151', 'invalidPhone'],
    ['bad tel pair', field('tel'), { country: 'DE', number: '12' }, 'invalidPhone'],
    ['country', field('country'), 'AT', undefined],
    ['bad country', field('country'), 'Austria', 'invalidCountry'],
    ['number', field('number'), 3, undefined],
    ['zero', field('number', { required: true }), 0, undefined],
    ['numeric text is not a number', field('number'), '3', 'invalidNumber'],
    ['NaN', field('number'), Number.NaN, 'invalidNumber'],
    ['checkbox unticked, optional', field('checkbox'), false, undefined],
    ['checkbox unticked, required', field('checkbox', { required: true }), false, 'checked'],
    ['checkbox missing, required', field('checkbox', { required: true }), undefined, 'checked'],
    ['checkbox ticked, required', field('checkbox', { required: true }), true, undefined],
    ['checkbox not a boolean', field('checkbox'), 'yes', 'invalidOption'],
    ['select option', field('select', { options: ['None', 'Vegan'] }), 'Vegan', undefined],
    ['select other value', field('select', { options: ['None', 'Vegan'] }), 'Fish', 'invalidOption'],
    ['select empty string ignored', field('select', { options: ['None'] }), '', undefined],
    ['select empty string, required', field('select', { options: ['None'], required: true }), '', 'required'],
    ['date', field('date'), '2000-01-01', undefined],
    ['not a date', field('date'), '01.01.2000', 'invalidDate'],
    ['date outside the range', field('date', { settings: { from: '2030-01-01T00:00:00Z', to: '2030-12-31T00:00:00Z' } }), '2031-01-01', 'invalidDate'],
    ['date at the range end', field('date', { settings: { from: '2030-01-01T00:00:00Z', to: '2030-12-31T00:00:00Z' } }), '2030-12-31', undefined],
    ['birthdate too young', field('date', { settings: { minimumAge: 16 } }), '2015-01-01', 'errors.minimumAge'],
    ['birthdate old enough', field('date', { settings: { minimumAge: 16 } }), '2014-06-01', undefined],
    ['birthdate too old', field('date', { settings: { maximumAge: 12 } }), '2010-01-01', 'errors.maximumAge'],
    ['upload', upload, { fileName: 'id.pdf', url: 'https://files.example/id.pdf' }, undefined],
    ['upload of a type not allowed', upload, { fileName: 'id.gif', url: 'https://files.example/id.gif' }, 'fileTypeNotAllowed'],
    ['upload without url', upload, { fileName: 'id.pdf' }, 'required'],
    ['upload without allowed list', field('documentUpload'), { fileName: 'notes.txt', url: 'u' }, undefined],
    ['signature', field('signature', { required: true }), { data: 'data:image/svg+xml;utf8,<svg/>', format: 'image/svg', date: '2030-01-01T00:00:00Z' }, undefined],
    ['signature that is not SVG', field('signature'), { data: 'data:image/png;base64,AAA' }, 'required'],
  ];
  it.each(cases)('%s', (_case, definition, value, expected) => {
    expect(validateDataFieldValue(definition, value, PHONE_RULES, age)).toBe(expected);
  });

  it('skips age rules without an age context', () => {
    expect(validateDataFieldValue(field('date', { settings: { minimumAge: 16 } }), '2029-01-01', PHONE_RULES)).toBeUndefined();
  });
});

describe('visibleDataFields (conditional visibility; all conditions must hold)', () => {
  const dietary = field('select', { _id: 'df_dietary', slug: 'dietary', options: ['None', 'Other'] });
  const other = field('text', { _id: 'df_other', slug: 'dietaryOther', required: true, conditions: [{ field: 'dietary', values: ['Other'] }] });
  const detail = field('text', { _id: 'df_detail', slug: 'detail', conditions: [{ field: 'dietaryOther', values: ['Nuts'] }] });
  const both = field('text', {
    _id: 'df_both',
    slug: 'both',
    conditions: [
      { field: 'dietary', values: ['Other'] },
      { field: 'count', values: [3] },
    ],
  });
  const fields = [dietary, other, detail, both];
  const keys = (answers: Record<string, unknown>) => visibleDataFields(fields, answers).map(fieldKey);

  it.each<[string, Record<string, unknown>, string[]]>([
    ['no answers: only unconditional fields', {}, ['dietary']],
    ['condition met', { dietary: 'Other' }, ['dietary', 'dietaryOther']],
    ['condition not met', { dietary: 'None' }, ['dietary']],
    ['a chain of conditions', { dietary: 'Other', dietaryOther: 'Nuts' }, ['dietary', 'dietaryOther', 'detail']],
    ['a field depending on a hidden one is hidden too', { dietary: 'None', dietaryOther: 'Nuts' }, ['dietary']],
    ['all conditions hold (number compared as text)', { dietary: 'Other', count: '3' }, ['dietary', 'dietaryOther', 'both']],
    ['one of two conditions fails', { dietary: 'None', count: 3 }, ['dietary']],
    ['a list answer containing the value', { dietary: ['None', 'Other'] }, ['dietary', 'dietaryOther']],
  ])('%s', (_case, answers, expected) => {
    expect(keys(answers)).toEqual(expected);
  });

  it('hides fields whose conditions form a cycle', () => {
    const a = field('text', { _id: 'a', slug: 'a', conditions: [{ field: 'b', values: ['x'] }] });
    const b = field('text', { _id: 'b', slug: 'b', conditions: [{ field: 'a', values: ['x'] }] });
    expect(visibleDataFields([a, b], { a: 'x', b: 'x' })).toEqual([]);
  });

  it('validates only visible fields', () => {
    expect(validateDataFields(fields, { dietary: 'None' }, PHONE_RULES)).toEqual({});
    expect(validateDataFields(fields, { dietary: 'Other' }, PHONE_RULES)).toEqual({ dietaryOther: 'required' });
  });
});

describe('appliesToTicketType', () => {
  it.each<[string[] | undefined, string | undefined, boolean]>([
    [undefined, 'tt_a', true],
    [[], 'tt_a', true],
    [['tt_a'], 'tt_a', true],
    [['tt_b'], 'tt_a', false],
    [['tt_a'], undefined, false],
  ])('field for %j, ticket type %s -> %s', (ticketTypeIds, ticketTypeId, expected) => {
    expect(appliesToTicketType({ ticketTypeIds }, ticketTypeId)).toBe(expected);
  });
});
