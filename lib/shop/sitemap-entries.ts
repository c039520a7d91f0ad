import type { MetadataRoute } from 'next';
import { languageAlternates, offeredLocales } from './alternates.ts';

type SitemapEntry = MetadataRoute.Sitemap[number];

export interface SitemapPage {
  /** Root-relative path of the page. */
  path: string;
  /** The languages of the page's shop (all supported ones outside a shop). */
  availableLocales: readonly string[] | undefined;
  changeFrequency?: SitemapEntry['changeFrequency'];
  priority?: number;
}

/**
 * Sitemap entries of canonical URLs only: a page in one language is listed once at its path; a
 * page in several is listed once per language at that language's URL, each naming all of them
 * (and the `x-default`) as its alternates, as search engines ask for hreflang in a sitemap.
 */
export function sitemapEntries(siteUrl: string, pages: readonly SitemapPage[]): MetadataRoute.Sitemap {
  const absolute = (path: string) => `${siteUrl}${path === '/' ? '' : path}`;
  return pages.flatMap((page) => {
    const extra = { ...(page.changeFrequency ? { changeFrequency: page.changeFrequency } : {}), ...(page.priority !== undefined ? { priority: page.priority } : {}) };
    return offeredLocales(page.availableLocales).map((locale): SitemapEntry => {
      const { canonical, languages } = languageAlternates(page.path, page.availableLocales, locale);
      if (!languages) return { url: absolute(canonical), ...extra };
      return {
        url: absolute(canonical),
        ...extra,
        alternates: { languages: Object.fromEntries(Object.entries(languages).map(([language, path]) => [language, absolute(path)])) },
      };
    });
  });
}
