/** The seller's legal pages (spec 02 §2 footer): their kind in shop settings, URL segment and messages. */
export type LegalKind = 'imprint' | 'dataPrivacy' | 'terms';

export interface LegalPageInfo {
  kind: LegalKind;
  /** The segment after the shop's slug: /{seller}/{segment}. */
  segment: string;
  titleId: string;
  descriptionId: string;
}

export const LEGAL_PAGES: Readonly<Record<LegalKind, LegalPageInfo>> = {
  imprint: { kind: 'imprint', segment: 'imprint', titleId: 'footer.imprint', descriptionId: 'legal.metaDescription.imprint' },
  dataPrivacy: { kind: 'dataPrivacy', segment: 'dataprivacy', titleId: 'footer.dataPrivacy', descriptionId: 'legal.metaDescription.dataPrivacy' },
  terms: { kind: 'terms', segment: 'agb', titleId: 'footer.terms', descriptionId: 'legal.metaDescription.terms' },
};

/** Whether the seller has written the page; an unwritten one only says so and is kept out of the index. */
export function isLegalPagePublished(footer: Partial<Record<LegalKind, string | undefined>> | undefined, kind: LegalKind): boolean {
  return Boolean(footer?.[kind]?.trim());
}
