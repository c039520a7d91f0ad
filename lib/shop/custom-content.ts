import sanitizeHtml from 'sanitize-html';

/**
 * Sellers may add custom HTML and CSS to their shop. It is their own content, but it is rendered
 * into every page of the shop, next to checkout and account forms, so it is reduced to markup:
 * an allowlist of elements and attributes, and links only to http(s), mailto and tel. Parsing
 * with a real HTML parser (sanitize-html) is what makes disguised handlers and scripts harmless;
 * the CSP (no inline scripts) is the second line.
 */
const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'div', 'em', 'figcaption', 'figure', 'h2', 'h3', 'h4', 'h5', 'h6',
  'hr', 'i', 'img', 'li', 'ol', 'p', 'picture', 'small', 'source', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td',
  'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
];

export function sanitizeSellerHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      '*': ['class', 'id', 'title', 'lang', 'dir', 'aria-label', 'aria-hidden', 'role'],
      a: ['href', 'target', 'rel'],
      img: ['src', 'srcset', 'alt', 'width', 'height', 'loading'],
      source: ['srcset', 'media', 'type'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    // Links that open a new tab must not hand the opener to the target page.
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  });
}

/** Keeps seller CSS inside its <style> element and away from script-bearing constructs. */
export function sanitizeSellerCss(css: string): string {
  return css
    .replace(/<\/?\s*style/gi, '')
    .replace(/<!--|-->/g, '')
    .replace(/@import[^;]*;?/gi, '')
    .replace(/expression\s*\(/gi, '')
    .replace(/url\(\s*(['"]?)\s*javascript:[^)]*\)/gi, 'url()');
}
