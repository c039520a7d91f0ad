import { describe, it, expect } from 'vitest';
import { MAX_BAR_SECTION_LINKS, isExternalSection, splitSectionLinks, type SectionLink } from '../../lib/domain/section-links.ts';
import { listingStart } from '../../lib/domain/listing-window.ts';
import { accountPillName } from '../../lib/domain/customer-name.ts';

function sections(count: number): SectionLink[] {
  return Array.from({ length: count }, (_, index) => ({ _id: `sec_${index}`, label: `Section ${index}`, targetType: 'page' as const, url: `/shop/${index}` }));
}

describe('splitSectionLinks (spec 02 §2: at most 5 links in the bar, the rest in the menu)', () => {
  it('allows five links in the bar', () => {
    expect(MAX_BAR_SECTION_LINKS).toBe(5);
  });

  it.each([0, 1, MAX_BAR_SECTION_LINKS - 1, MAX_BAR_SECTION_LINKS, MAX_BAR_SECTION_LINKS + 1, 9])('with %i links', (count) => {
    const all = sections(count);
    const { bar, menu } = splitSectionLinks(all);
    expect(bar).toEqual(all.slice(0, Math.min(count, MAX_BAR_SECTION_LINKS)));
    expect(menu).toEqual(all.slice(MAX_BAR_SECTION_LINKS));
    // Nothing lost, nothing doubled, order kept.
    expect([...bar, ...menu]).toEqual(all);
  });

  it('puts exactly the sixth link and beyond in the menu', () => {
    const { bar, menu } = splitSectionLinks(sections(6));
    expect(bar.map((section) => section._id)).toEqual(['sec_0', 'sec_1', 'sec_2', 'sec_3', 'sec_4']);
    expect(menu.map((section) => section._id)).toEqual(['sec_5']);
  });
});

describe('isExternalSection', () => {
  it.each<[SectionLink['targetType'], boolean]>([
    ['externalLink', true],
    ['page', false],
    ['events', false],
  ])('%s -> %s', (targetType, expected) => {
    expect(isExternalSection({ targetType })).toBe(expected);
  });
});

describe('listingStart (spec 02 §9: events from the start of the current day in the seller time zone)', () => {
  it.each([
    ['London in winter (GMT)', '2030-01-15T15:00:00Z', 'Europe/London', '2030-01-15T00:00:00.000Z'],
    ['London in summer (BST)', '2030-07-15T15:00:00Z', 'Europe/London', '2030-07-14T23:00:00.000Z'],
    ['New York in winter (EST)', '2030-01-15T15:00:00Z', 'America/New_York', '2030-01-15T05:00:00.000Z'],
    ['New York in summer (EDT)', '2030-07-15T15:00:00Z', 'America/New_York', '2030-07-15T04:00:00.000Z'],
    // 00:30 BST on 15 July is still 14 July in UTC: the day is London's, not the server's.
    ['just after local midnight in London', '2030-07-14T23:30:00Z', 'Europe/London', '2030-07-14T23:00:00.000Z'],
    ['just before local midnight in London', '2030-07-14T22:59:00Z', 'Europe/London', '2030-07-13T23:00:00.000Z'],
    // 23:30 EST on 15 January is already 16 January in UTC.
    ['just before local midnight in New York', '2030-01-16T04:59:00Z', 'America/New_York', '2030-01-15T05:00:00.000Z'],
    ['just after local midnight in New York', '2030-01-16T05:01:00Z', 'America/New_York', '2030-01-16T05:00:00.000Z'],
    ['in Berlin', '2030-01-15T23:30:00Z', 'Europe/Berlin', '2030-01-15T23:00:00.000Z'],
    ['in UTC', '2030-01-15T23:59:59Z', 'UTC', '2030-01-15T00:00:00.000Z'],
  ])('%s', (_case, now, timeZone, expected) => {
    expect(listingStart(new Date(now), timeZone).toISOString()).toBe(expected);
  });

  it.each(['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Kolkata'])('does not depend on the server time zone (TZ=%s)', (serverZone) => {
    const saved = process.env.TZ;
    process.env.TZ = serverZone;
    try {
      expect(listingStart(new Date('2030-07-14T23:30:00Z'), 'Europe/London').toISOString()).toBe('2030-07-14T23:00:00.000Z');
      expect(listingStart(new Date('2030-01-16T04:59:00Z'), 'America/New_York').toISOString()).toBe('2030-01-15T05:00:00.000Z');
      expect(listingStart(new Date('2030-03-31T00:30:00Z'), 'Asia/Tokyo').toISOString()).toBe('2030-03-30T15:00:00.000Z');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe('accountPillName (spec 01 §2: first name, else name, else e-mail)', () => {
  it.each<[string, { prename?: string | null; name?: string | null; primaryEmail?: string }, string | undefined]>([
    ['the first name', { prename: 'Alex', name: 'Alex Morgan', primaryEmail: 'alex@example.com' }, 'Alex'],
    ['the name without a first name', { prename: null, name: 'Alex Morgan', primaryEmail: 'alex@example.com' }, 'Alex Morgan'],
    ['the e-mail without any name', { primaryEmail: 'alex@example.com' }, 'alex@example.com'],
    ['the name when the first name is blank', { prename: '   ', name: 'Alex Morgan' }, 'Alex Morgan'],
    ['the e-mail when both names are blank', { prename: '', name: ' ', primaryEmail: 'alex@example.com' }, 'alex@example.com'],
    ['the first name trimmed', { prename: '  Alex ' }, 'Alex'],
    ['nothing at all', { prename: ' ', name: null, primaryEmail: '' }, undefined],
  ])('shows %s', (_case, customer, expected) => {
    expect(accountPillName(customer)).toBe(expected);
  });
});
