import { describe, expect, it } from 'vitest';
import { composedText, freeTextFault } from '../../lib/domain/free-text.ts';
import { textInput } from '../../lib/operations/shared.inputs.ts';
import { personalInformationInput } from '../../lib/operations/account.inputs.ts';
import { validateDataFieldValue } from '../../lib/domain/data-field-rules.ts';
import { PHONE_RULES } from '../../lib/domain/phone.ts';
import type { DataField } from '../../lib/ticketing/schemas/data-field.ts';

describe('freeTextFault', () => {
  it.each<[string, string, boolean, ReturnType<typeof freeTextFault>]>([
    ['a plain name', 'Alex Morgan', false, undefined],
    ['letters of any script', 'Zoë Ñúñez 山田 Łukasz عائشة', false, undefined],
    ['an apostrophe and a hyphen', "O'Brien-Smith", false, undefined],
    ['a right-to-left mark (legitimate in mixed text)', 'abc\u200fdef', false, undefined],
    ['NUL', 'Alex\u0000', false, 'controlCharacter'],
    ['escape', 'Alex\u001b[31m', false, 'controlCharacter'],
    ['delete', 'Alex\u007f', false, 'controlCharacter'],
    ['a C1 control', 'Alex\u0085', false, 'controlCharacter'],
    ['a line break in a one-line field', 'Alex\nMorgan', false, 'controlCharacter'],
    ['a line break in multi-line text', 'Row 1\nRow 2\r\n\tindented', true, undefined],
    ['NUL in multi-line text', 'Row\u0000', true, 'controlCharacter'],
    ['a right-to-left override', 'invoice\u202egpj.exe', false, 'directionalOverride'],
    ['a left-to-right embedding', '\u202aAlex', false, 'directionalOverride'],
    ['a first-strong isolate', 'Alex\u2068', false, 'directionalOverride'],
    ['a lone high surrogate', 'Alex\ud800', false, 'brokenText'],
    ['a lone low surrogate', '\udc00Alex', false, 'brokenText'],
  ])('%s', (_case, value, multiline, fault) => {
    expect(freeTextFault(value, { multiline })).toBe(fault);
  });

  it('composes text typed two ways into one', () => {
    expect(composedText('Zoe\u0308')).toBe('Zoë');
    expect(composedText('Zoe\u0308')).toBe(composedText('Zo\u00eb'));
  });
});

describe('free-text inputs', () => {
  it('keep a name in composed form, trimmed', () => {
    expect(textInput(100).parse('  Zoe\u0308 ')).toBe('Zoë');
  });

  it.each([['Alex\u0000'], ['Alex\u202e'], ['Alex\ud800'], ['Alex\nMorgan']])('refuse %j with invalidCharacters', (value) => {
    const parsed = textInput(100).safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('invalidCharacters');
  });

  it('refuse a bidi override in the personal information form with a field error', () => {
    const parsed = personalInformationInput.safeParse({
      company: '',
      prename: 'Alex\u202e',
      lastname: 'Morgan',
      location: { street: '', postal: '', city: '', country: 'DE', state: '' },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.find((issue) => issue.path.join('.') === 'prename')?.message).toBe('invalidCharacters');
  });

  it('refuse control characters in a text extra field', () => {
    const field = { _id: 'f1', slug: 'note', type: 'text', required: false } as DataField;
    expect(validateDataFieldValue(field, 'ok\u0000', PHONE_RULES)).toBe('invalidCharacters');
    expect(validateDataFieldValue(field, 'two\nlines', PHONE_RULES)).toBeUndefined();
  });
});
