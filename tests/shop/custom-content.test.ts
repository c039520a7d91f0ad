// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
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
  // Seller ids are put under a prefix so they cannot clobber the app's globals or ids (window.__next,
  // document.getElementById), and in-page links follow them.
  it.each([
    ['an id the app uses', '<div id="__next">x</div>', '<div id="seller-__next">x</div>'],
    ['an id that clobbers a global', '<img id="location" src="/a.png">', '<img src="/a.png" id="seller-location" />'],
    ['an in-page link and its target', '<a href="#tickets">Go</a><h2 id="tickets">T</h2>', '<a href="#seller-tickets">Go</a><h2 id="seller-tickets">T</h2>'],
    ['an id that already has the prefix', '<p id="seller-x"><a href="#seller-x">x</a></p>', '<p id="seller-x"><a href="#seller-x">x</a></p>'],
    ['an empty id', '<p id="">x</p>', '<p>x</p>'],
    ['a bare # link and a link to another page', '<a href="#">top</a><a href="/faq#x">faq</a>', '<a href="#">top</a><a href="/faq#x">faq</a>'],
  ])('prefixes ids: %s', (_case, html, expected) => {
    const clean = sanitizeSellerHtml(html);
    expect(clean).toBe(expected);
    expect(sanitizeSellerHtml(clean)).toBe(clean);
  });

  it('leaves no element with an id outside the seller prefix', () => {
    const doc = new DOMParser().parseFromString(sanitizeSellerHtml('<div id="__next"><span id="main">a</span><b id="seller-b">b</b></div>'), 'text/html');
    expect([...doc.querySelectorAll('[id]')].map((element) => element.id)).toEqual(['seller-__next', 'seller-main', 'seller-b']);
    expect(doc.getElementById('__next')).toBeNull();
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

  // Removing a forbidden piece from the text can join its halves into the piece again; the
  // output is now built from the parsed tree, so nothing is ever joined.
  it.each([
    ['a nested </style>', '</sty</stylele>', ''],
    ['a nested </style> after a rule', '.a { color: red } </sty</stylele><script>alert(1)</script>', ''],
    ['a nested @import', '@im@import url(x);', ''],
    ['a nested @import between rules', '.a { color: red } @im@import url(x); .b { color: blue }', '.a { color: red } .b { color: blue }'],
    ['a </style> break-out with a script', '</style><script>alert(1)</script>', ''],
    ['expression()', '.a { width: expression(alert(1)); color: red }', '.a { color: red }'],
    ['a javascript: url()', '.a { background: url(javascript:alert(1)); color: red }', '.a { color: red }'],
    ['a quoted javascript: url()', '.a { background: url("javascript:alert(1)") }', ''],
    ['an escaped javascript: url()', '.a { background: url(\\6a avascript:alert(1)); color: red }', '.a { color: red }'],
    ['an escaped property name', '.a { b\\65havior: url(x.htc); color: red }', '.a { color: red }'],
    ['-moz-binding', '.a { -moz-binding: url(https://x.example/b.xml#x); color: red }', '.a { color: red }'],
    ['behavior', '.a { behavior: url(/x.htc); color: red }', '.a { color: red }'],
    ['a < in a value', '.a { content: "</style>"; color: red }', '.a { color: red }'],
    ['a < in a selector', '.a</style> { color: red } .b { color: blue }', ' .b { color: blue }'],
    ['@charset and @namespace', '@charset "utf-8"; @namespace svg url(x); .a { color: red }', ' .a { color: red }'],
    ['a data: url()', '.a { background: url(data:image/svg+xml,x); color: red }', '.a { color: red }'],
    ['an http: url()', '.a { background: url(http://x.example/a.png); color: red }', '.a { color: red }'],
    ['a protocol-relative url()', '.a { background: url(//x.example/a.png); color: red }', '.a { color: red }'],
    ['image-set() with a string URL', '.a { background: image-set("https://x.example/a.png" 1x); color: red }', '.a { color: red }'],
    ['an attribute selector comparing values', 'input[value^="a"] { background: url(https://x.example/a) } a[target] { color: red }', ' a[target] { color: red }'],
    ['unicode-range in @font-face', '@font-face { font-family: "B"; src: url(https://f.example/b.woff2) format("woff2"); unicode-range: U+0041 }', '@font-face { font-family: "B"; src: url(https://f.example/b.woff2) format("woff2") }'],
    ['an IE property hack and a comment', '.a { *zoom: 1; color: /* x */ red }', '.a { color: red }'],
    ['a declaration outside any rule', 'color: red; .a { color: blue }', ' .a { color: blue }'],
    ['CSS that does not parse', '.a { color: red', ''],
  ])('removes %s', (_case, css, expected) => {
    const clean = sanitizeSellerCss(css);
    expect(clean).toBe(expected);
    expect(clean).not.toMatch(/[<\\]|@import|javascript:|expression\s*\(|binding|behavior/i);
  });

  it.each([
    [
      'nested @media with allowed and disallowed content',
      '@media (min-width: 40em) { .a { color: red; behavior: url(x) } @import url(y); @media print { .b { display: none } .c:hover { background: url(javascript:x) } } }',
      '@media (min-width: 40em) { .a { color: red } @media print { .b { display: none } } }',
    ],
    ['an @media with only disallowed content', '@media print { .a { behavior: url(x) } } .b { color: red }', ' .b { color: red }'],
    ['an @media condition with a url()', '@media (min-width: url(x)) { .a { color: red } }', ''],
    ['@supports', '@supports (display: grid) { .a { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)) } }', '@supports (display: grid) { .a { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)) } }'],
    ['@keyframes', '@keyframes pulse { from { opacity: 1 } 50% { opacity: .5 } to { opacity: 1 } } .a { animation: pulse 2s infinite }', '@keyframes pulse { from { opacity: 1 } 50% { opacity: .5 } to { opacity: 1 } } .a { animation: pulse 2s infinite }'],
    ['@font-face from https', '@font-face { font-family: "Brand"; src: url("https://fonts.example/brand.woff2") format("woff2"); font-display: swap }', '@font-face { font-family: "Brand"; src: url("https://fonts.example/brand.woff2") format("woff2"); font-display: swap }'],
    ['@layer', '@layer base, theme; @layer theme { .a { color: red } }', '@layer base, theme; @layer theme { .a { color: red } }'],
    ['custom properties and var()', ':root { --brand: #0f5c8c; } .a { color: var(--brand, #000) }', ':root { --brand: #0f5c8c; } .a { color: var(--brand, #000) }'],
    ['!important, upper-case', '.a { color: red !important }', '.a { color: red !important }'],
    ['vendor prefixes of allowed properties', '.a { -webkit-line-clamp: 2; -webkit-box-orient: vertical }', '.a { -webkit-line-clamp: 2; -webkit-box-orient: vertical }'],
    ['fonts, gradients and transforms', '.a { font: 600 1rem/1.4 "Inter", sans-serif; background: linear-gradient(90deg, #fff 0%, rgb(0 0 0 / 20%) 100%); transform: translateY(-2px) rotate(1deg) }', '.a { font: 600 1rem/1.4 "Inter", sans-serif; background: linear-gradient(90deg, #fff 0%, rgb(0 0 0 / 20%) 100%); transform: translateY(-2px) rotate(1deg) }'],
    ['an https and a same-origin url()', '.a { background-image: url(https://cdn.example/a.png) } .b { background: url(img/b.png) }', '.a { background-image: url(https://cdn.example/a.png) } .b { background: url(img/b.png) }'],
    ['ids under the seller prefix, as in the HTML', '#promo, .x #seller-y:hover { color: red }', '#seller-promo, .x #seller-y:hover { color: red }'],
  ])('keeps what is allowed: %s', (_case, css, expected) => {
    expect(sanitizeSellerCss(css)).toBe(expected);
  });

  it('drops at-rules nested deeper than sellers need', () => {
    const deep = '@media print { '.repeat(8) + '.a { color: red }' + ' }'.repeat(8);
    expect(sanitizeSellerCss(deep)).toBe('');
  });

  it.each([
    '.a { color: red } </sty</stylele><script>alert(1)</script>',
    '@media screen { .a{color:red;;behavior:url(x)} } @im@import url(x); .b{}',
    '.a{color:red!IMPORTANT;*zoom:1; --brand: #123; background: var(--brand)}',
    '#a{color:red}\n\n@media (max-width:1px){#seller-b{color:blue}}\n',
    '.a { --x: red!important; color: url(red } .a { color: url(https://x.example/a.png) }',
    '.a { color: red ! important ; --y: 1px }',
  ])('is idempotent: %j', (css) => {
    const once = sanitizeSellerCss(css);
    expect(sanitizeSellerCss(once)).toBe(once);
  });

  // Property: whatever stylesheet is stitched from attack fragments and harmless ones, the output
  // holds nothing that can leave the <style> element or run script, sanitizing never throws, and
  // the output is a fixed point. Most picks are harmless, so that many rules survive and the
  // property is about kept CSS, not only about CSS thrown away whole.
  const weighted = (harmless: string[], hostile: string[]) =>
    fc.oneof({ arbitrary: fc.constantFrom(...harmless), weight: 4 }, { arbitrary: fc.constantFrom(...hostile), weight: 1 });
  const stitched = (piece: fc.Arbitrary<string>, most: number) => fc.array(piece, { minLength: 1, maxLength: most }).map((parts) => parts.join(''));
  const gap = weighted(['', ' ', '\n', ';'], ['</sty', 'le>', '</style>', '<script>alert(1)</script>', '@im', '@import url(x);', '<!--', '-->', '/* c */', '\\']);
  const selector = weighted(['.a', '#b', 'p > a:hover', ' ', ',', '[x]', '::after'], ['.a</sty', 'le>', '<', '[x="y"]', '\\61', '@im', 'port']);
  const property = weighted(['color', 'background', 'content', 'width', '--x'], ['-moz-binding', 'behavior', 'b\\65havior', '*zoom', 'java', 'script:', '@import']);
  const value = weighted(
    ['red', ' ', '1px', 'url(/a.png)', 'url(https://x.example/a.png)', '"x"', 'var(--x)', 'rgb(0 0 0 / 50%)', ',', '!important'],
    ['url(', ')', '(', 'javascript:', 'java', 'script:', 'alert(1)', 'expression(', 'expr', 'ession(', '\\6a avascript:', '\\', '"', "'", '"</style>"', '<', '@import'],
  );
  const wrapper = weighted(['', '', '@media (max-width: 1px)', '@supports (display: grid)', '@font-face', '@keyframes k'], ['@im@import', '@media <', '@media print</sty']);
  const declaration = fc.tuple(stitched(property, 2), stitched(value, 4)).map(([name, text]) => `${name}: ${text}`);
  const rule = fc.tuple(gap, stitched(selector, 3), fc.array(declaration, { minLength: 1, maxLength: 3 }))
    .map(([before, names, declarations]) => `${before}${names} { ${declarations.join('; ')} }`);
  const stylesheet = fc.tuple(wrapper, fc.array(rule, { minLength: 1, maxLength: 3 }), gap)
    .map(([at, rules, after]) => (at ? `${at} { ${rules.join(' ')} }${after}` : rules.join(' ')));
  const FORBIDDEN = /[<\\]|@import|javascript:|expression\s*\(/i;
  /** Declares -moz-binding or behavior; a string or a custom property (`--x-moz-binding`) may only name them. */
  const declaresScriptProperty = (css: string) => /(?:^|[\s;{])(?:-moz-binding|behavior)\s*:/i.test(css.replace(/"[^"]*"|'[^']*'/g, '""'));

  it('never lets a break-out, @import, javascript: or expression( through, for stitched stylesheets', () => {
    let kept = 0;
    fc.assert(
      fc.property(stylesheet, (css) => {
        const clean = sanitizeSellerCss(css);
        expect(clean).not.toMatch(FORBIDDEN);
        expect(declaresScriptProperty(clean)).toBe(false);
        expect(sanitizeSellerCss(clean)).toBe(clean);
        if (clean.includes('{')) kept += 1;
      }),
      { numRuns: 2000 },
    );
    expect(kept).toBeGreaterThan(40);
  });

  it('never lets a break-out, @import, javascript: or expression( through, for any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), stitched(fc.oneof(gap, selector, property, value, wrapper, fc.constantFrom('{', '}', ':')), 30)), (css) => {
        const clean = sanitizeSellerCss(css);
        expect(clean).not.toMatch(FORBIDDEN);
        expect(declaresScriptProperty(clean)).toBe(false);
        expect(sanitizeSellerCss(clean)).toBe(clean);
      }),
      { numRuns: 2000 },
    );
  });

  it('output in a <style> element stays one stylesheet, for every removal case', () => {
    for (const css of ['</sty</stylele><img src=x onerror=alert(1)>', '.a{} </sty</stylele><img src=x onerror=alert(1)><style>']) {
      const doc = new DOMParser().parseFromString(`<head><style>${sanitizeSellerCss(css)}</style></head><body></body>`, 'text/html');
      expect(doc.querySelectorAll('img')).toHaveLength(0);
      expect(doc.querySelectorAll('style')).toHaveLength(1);
    }
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
