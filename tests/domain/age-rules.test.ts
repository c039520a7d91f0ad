import { describe, it, expect } from 'vitest';
import {
  FUTURE_DATE_ERROR,
  INVALID_DATE_ERROR,
  MAXIMUM_AGE_ERROR,
  MINIMUM_AGE_ERROR,
  ageOn,
  checkBirthdate,
  dateInRange,
  type BirthdateError,
} from '../../lib/domain/age-rules.ts';

const today = new Date('2030-01-15T12:00:00Z');
// The show starts 20:00 Berlin time on 1 June 2030.
const relevancyStart = '2030-06-01T18:00:00Z';
const timeZone = 'Europe/Berlin';

describe('message keys (spec 02 §8)', () => {
  it('uses the spec keys', () => {
    expect(MINIMUM_AGE_ERROR).toBe('errors.minimumAge');
    expect(MAXIMUM_AGE_ERROR).toBe('errors.maximumAge');
  });
});

describe('ageOn (whole years)', () => {
  it.each<[string, string, number]>([
    ['2012-06-01', '2030-06-01', 18],
    ['2012-06-02', '2030-06-01', 17],
    ['2012-05-31', '2030-06-01', 18],
    ['2012-02-29', '2030-02-28', 17],
    ['2012-02-29', '2030-03-01', 18],
    ['2012-02-29', '2032-02-29', 20],
    ['2014-03-01', '2032-02-29', 17],
    ['2014-02-28', '2032-02-29', 18],
  ])('born %s, on %s: %i', (birth, on, expected) => {
    const parts = (value: string) => {
      const [year, month, day] = value.split('-').map(Number);
      return { year: year!, month: month!, day: day! };
    };
    expect(ageOn(parts(birth), parts(on))).toBe(expected);
  });
});

describe('checkBirthdate: minimum age (at relevancy start, birthday counts)', () => {
  const minimumAge = 18;
  it.each<[string, string, BirthdateError | undefined]>([
    ['18 years before the show date: 18 that day', '2012-06-01', undefined],
    ['the day after: still 17 at the show', '2012-06-02', MINIMUM_AGE_ERROR],
    ['well over 18', '1980-01-01', undefined],
    ['a child', '2020-01-01', MINIMUM_AGE_ERROR],
    ['in the future', '2030-02-01', MINIMUM_AGE_ERROR],
  ])('%s (%s)', (_case, birthdate, expected) => {
    expect(checkBirthdate({ birthdate, relevancyStart, timeZone, minimumAge, today })).toBe(expected);
  });

  it('takes the show date in the event time zone', () => {
    // 22:30 UTC on 31 May is already 1 June in Berlin, but still 31 May in New York.
    const lateShow = '2030-05-31T22:30:00Z';
    expect(checkBirthdate({ birthdate: '2012-06-01', relevancyStart: lateShow, timeZone: 'Europe/Berlin', minimumAge, today })).toBeUndefined();
    expect(checkBirthdate({ birthdate: '2012-06-01', relevancyStart: lateShow, timeZone: 'America/New_York', minimumAge, today })).toBe(MINIMUM_AGE_ERROR);
  });

  it.each<[string, string, string, BirthdateError | undefined]>([
    ['a leap-day birthday is not yet 18 on 28 February', '2012-02-29', '2030-02-28T18:00:00Z', MINIMUM_AGE_ERROR],
    ['a leap-day birthday is 18 on 1 March', '2012-02-29', '2030-03-01T18:00:00Z', undefined],
    ['a show on 29 February: born 28 February is 18', '2014-02-28', '2032-02-29T18:00:00Z', undefined],
    ['a show on 29 February: born 1 March is 17', '2014-03-01', '2032-02-29T18:00:00Z', MINIMUM_AGE_ERROR],
  ])('%s', (_case, birthdate, start, expected) => {
    expect(checkBirthdate({ birthdate, relevancyStart: start, timeZone: 'UTC', minimumAge, today: new Date('2030-01-01T00:00:00Z') })).toBe(expected);
  });
});

describe('checkBirthdate: maximum age', () => {
  const maximumAge = 17;
  it.each<[string, string, BirthdateError | undefined]>([
    ['turning 18 on the show date: too old', '2012-06-01', MAXIMUM_AGE_ERROR],
    ['turning 18 the day after: still 17', '2012-06-02', undefined],
    ['a young child', '2025-01-01', undefined],
    ['born today', '2030-01-15', undefined],
    ['in the future', '2030-01-16', MAXIMUM_AGE_ERROR],
  ])('%s (%s)', (_case, birthdate, expected) => {
    expect(checkBirthdate({ birthdate, relevancyStart, timeZone, maximumAge, today })).toBe(expected);
  });
});

describe('checkBirthdate: other cases', () => {
  it.each<[string, Partial<Parameters<typeof checkBirthdate>[0]>, BirthdateError | undefined]>([
    ['both rules, inside', { birthdate: '2000-01-01', minimumAge: 18, maximumAge: 65 }, undefined],
    ['both rules, too young', { birthdate: '2020-01-01', minimumAge: 18, maximumAge: 65 }, MINIMUM_AGE_ERROR],
    ['both rules, too old', { birthdate: '1950-01-01', minimumAge: 18, maximumAge: 65 }, MAXIMUM_AGE_ERROR],
    ['future with both rules reports the minimum', { birthdate: '2031-01-01', minimumAge: 18, maximumAge: 65 }, MINIMUM_AGE_ERROR],
    ['future without rules', { birthdate: '2031-01-01' }, FUTURE_DATE_ERROR],
    ['past without rules', { birthdate: '2001-01-01' }, undefined],
    ['not a date', { birthdate: '2001-02-30', minimumAge: 18 }, INVALID_DATE_ERROR],
    ['no relevancy start: counted from today, 18 tomorrow', { birthdate: '2012-01-16', minimumAge: 18, relevancyStart: undefined }, MINIMUM_AGE_ERROR],
    ['no relevancy start: counted from today, 18 today', { birthdate: '2012-01-15', minimumAge: 18, relevancyStart: undefined }, undefined],
    ['18 today, but not at a show before today', { birthdate: '2012-01-15', minimumAge: 18, relevancyStart: '2030-01-01T18:00:00Z' }, MINIMUM_AGE_ERROR],
    ['minimum age 0', { birthdate: '2030-01-01', minimumAge: 0 }, undefined],
  ])('%s', (_case, input, expected) => {
    expect(checkBirthdate({ birthdate: '', relevancyStart, timeZone, today, ...input })).toBe(expected);
  });
});

describe('dateInRange (inclusive; open without a bound)', () => {
  it.each<[string, string | undefined, string | undefined, boolean]>([
    ['2030-01-10', '2030-01-01', '2030-01-31', true],
    ['2030-01-01', '2030-01-01', '2030-01-31', true],
    ['2030-01-31', '2030-01-01', '2030-01-31', true],
    ['2029-12-31', '2030-01-01', '2030-01-31', false],
    ['2030-02-01', '2030-01-01', '2030-01-31', false],
    ['1900-01-01', undefined, '2030-01-31', true],
    ['2999-01-01', '2030-01-01', undefined, true],
    ['2030-01-31', '2030-01-01T00:00:00Z', '2030-01-31T00:00:00Z', true],
    ['2030-01-10', undefined, undefined, true],
  ])('%s in [%s, %s]: %s', (date, from, to, expected) => {
    expect(dateInRange(date, from, to)).toBe(expected);
  });
});
