/** At most this many section links sit in the seller navigation bar; the rest go to the hamburger menu. */
export const MAX_BAR_SECTION_LINKS = 5;

export interface SectionLink {
  _id: string;
  label: string;
  targetType: 'page' | 'events' | 'externalLink';
  url: string;
}

export function splitSectionLinks<T extends SectionLink>(sections: readonly T[], max = MAX_BAR_SECTION_LINKS): { bar: T[]; menu: T[] } {
  return { bar: sections.slice(0, max), menu: sections.slice(max) };
}

export function isExternalSection(section: Pick<SectionLink, 'targetType'>): boolean {
  return section.targetType === 'externalLink';
}
