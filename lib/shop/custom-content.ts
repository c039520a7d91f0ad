import postcss from 'postcss';
import type { AtRule, ChildNode, Container, Declaration, Rule } from 'postcss';
import sanitizeHtml from 'sanitize-html';
import { CSS_FUNCTIONS, CSS_PROPERTIES, FONT_FACE_DESCRIPTORS, GROUPING_AT_RULES, VENDOR_PREFIX } from './seller-css-allowlist.ts';

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

/**
 * Seller ids and in-page links live under this prefix, so seller markup cannot name an element
 * the app or a script looks up by id or through `window[id]` (DOM clobbering, e.g. `id="__next"`).
 * The seller's CSS id selectors get the same prefix, so their own styling keeps matching.
 */
const SELLER_ID_PREFIX = 'seller-';

/** Idempotent: an id that already carries the prefix keeps it once. */
function sellerId(id: string): string {
  return id.startsWith(SELLER_ID_PREFIX) ? id : `${SELLER_ID_PREFIX}${id}`;
}

function withSellerIds(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { id, ...rest } = attribs;
  const result: sanitizeHtml.Attributes = id?.trim() ? { ...rest, id: sellerId(id) } : rest;
  const href = result.href;
  if (href !== undefined && href.startsWith('#') && href.length > 1) result.href = `#${sellerId(href.slice(1))}`;
  return result;
}

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
    transformTags: {
      // Links that open a new tab must not hand the opener to the target page.
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
      '*': (tagName, attribs) => ({ tagName, attribs: withSellerIds(attribs) }),
    },
  });
}

/*
 * Seller CSS is parsed with postcss and the output is built from the parsed tree, keeping only
 * what the allowlists name (./seller-css-allowlist.ts): the grouping at-rules, @keyframes,
 * @font-face and @layer; rules whose selector uses plain selector characters; declarations of
 * presentational properties whose value is made of allowed functions, https or same-origin
 * url()s, strings and plain tokens. Nothing is removed from the text, so no removal can join
 * pieces back into something it removed (`</sty</stylele>`, `@im@import`). Comments are dropped;
 * whitespace is kept where it is only whitespace, so a seller's formatting survives.
 */

/** Never in the output, checked on each piece and on the whole; `<` is what could end the <style> element. */
const NEVER = /[<\\]|@import|javascript:|vbscript:|expression\s*\(|\/\*/i;
const CSS_SPACE = /^[ \t\n\r\f]*$/;
const DECL_BETWEEN = /^[ \t\n\r\f]*:[ \t\n\r\f]*$/;
/** Deeper nesting of at-rules than this is dropped; sellers have no use for it and it costs stack. */
const MAX_DEPTH = 4;

/**
 * Selector characters: names, classes, ids, pseudo-classes, combinators and lists. No quotes and
 * no `=`: attribute selectors that compare values (`input[value^="a"]`) together with url() are
 * the known way to send a page's form values to another server; `[attr]` alone is allowed.
 */
const SELECTOR_CHARS = /^[\p{L}\p{N}_\-.#:*>+~,()[\] \t\n\r\f]+$/u;
const ATTRIBUTE_PRESENCE = /\[[A-Za-z][\w-]*\]/g;
const KEYFRAME_SELECTOR = /^(?:from|to|\d{1,3}(?:\.\d+)?%)(?:[ \t\n\r\f]*,[ \t\n\r\f]*(?:from|to|\d{1,3}(?:\.\d+)?%))*$/i;
/** Media, supports and container conditions; `<` is out, so range queries use `min-`/`max-` or `>`. */
const CONDITION_CHARS = /^[\p{L}\p{N}_\-.,:()/%>= \t\n\r\f]+$/u;
const IDENT = /^-?[A-Za-z_][\w-]*$/;
const LAYER_NAMES = /^[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*(?:[ \t\n\r\f]*,[ \t\n\r\f]*[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*)*$/;
const CUSTOM_PROPERTY = /^--[A-Za-z0-9_-]+$/;
const IMPORTANT = /^[ \t\n\r\f]*!important[ \t\n\r\f]*$/i;

/** Outside strings and url(): digits, CSS whitespace and the punctuation of lengths, lists, calc and grid lines. */
const VALUE_CHAR = /[0-9 \t\n\r\f#%.,+\-*/[\]]/;
const NAME_START = /[\p{L}_-]/u;
const NAME_CHARS = /^[\p{L}\p{N}_-]+/u;
/** https, or a path on the shop's own origin (no scheme, not protocol-relative). */
const URL_HTTPS = /^https:\/\/[\w\-.~/%?#=&+,:@!$*]+$/i;
const URL_SAME_ORIGIN = /^(?!\/\/)[\w\-.~/%?#=&+,]+$/;

function balanced(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

function allowedUrl(body: string): boolean {
  // Only CSS whitespace is trimmed; any other space before the URL would be part of it.
  const trimmed = body.replace(/^[ \t\n\r\f]+|[ \t\n\r\f]+$/g, '');
  const quote = trimmed[0];
  const url = quote === '"' || quote === "'" ? (trimmed.endsWith(quote) && trimmed.length > 1 ? trimmed.slice(1, -1) : '') : trimmed;
  return URL_HTTPS.test(url) || URL_SAME_ORIGIN.test(url);
}

/** Reads the value token by token; anything not recognised rejects the whole value. */
function allowedValue(value: string): boolean {
  if (!value.trim() || NEVER.test(value)) return false;
  let depth = 0;
  let i = 0;
  while (i < value.length) {
    const char = value.charAt(i);
    if (char === '"' || char === "'") {
      const end = value.indexOf(char, i + 1);
      if (end < 0 || /[\n\r\f]/.test(value.slice(i + 1, end))) return false;
      i = end + 1;
    } else if (NAME_START.test(char)) {
      const name: string = NAME_CHARS.exec(value.slice(i))?.[0] ?? char;
      i += name.length;
      if (value[i] !== '(') continue;
      const fn = name.toLowerCase();
      if (fn === 'url') {
        const end = value.indexOf(')', i);
        if (end < 0 || !allowedUrl(value.slice(i + 1, end))) return false;
        i = end + 1;
      } else if (CSS_FUNCTIONS.has(fn.replace(VENDOR_PREFIX, ''))) {
        depth += 1;
        i += 1;
      } else {
        return false;
      }
    } else if (char === '(' || char === ')') {
      depth += char === '(' ? 1 : -1;
      if (depth < 0) return false;
      i += 1;
    } else if (VALUE_CHAR.test(char)) {
      i += 1;
    } else {
      return false;
    }
  }
  return depth === 0;
}

/** The selector with ids under the seller prefix, or undefined when it is not plain selector syntax. */
function allowedSelector(selector: string): string | undefined {
  if (NEVER.test(selector) || !SELECTOR_CHARS.test(selector) || !balanced(selector)) return undefined;
  if (/[[\]]/.test(selector.replace(ATTRIBUTE_PRESENCE, ''))) return undefined;
  return selector.replace(/#([\p{L}\p{N}_-]+)/gu, (_match, id: string) => `#${sellerId(id)}`);
}

function allowedCondition(params: string): boolean {
  return CONDITION_CHARS.test(params) && balanced(params) && !NEVER.test(params) && !/url\s*\(/i.test(params);
}

/** Copies the formatting raws that are whitespace only (comments and IE hacks live there too). */
function spacing<T extends ChildNode>(from: T, to: T, keys: string[]): T {
  const source = from.raws as Record<string, unknown>;
  const target = to.raws as Record<string, unknown>;
  for (const key of keys) {
    const raw = source[key];
    if (typeof raw === 'boolean' || (typeof raw === 'string' && (key === 'between' && to.type === 'decl' ? DECL_BETWEEN : CSS_SPACE).test(raw))) {
      target[key] = raw;
    }
  }
  return to;
}

function cleanDeclaration(decl: Declaration, allowed: ReadonlySet<string>): Declaration | undefined {
  const prop = decl.prop.toLowerCase();
  const custom = CUSTOM_PROPERTY.test(decl.prop);
  const known = custom || allowed.has(allowed === CSS_PROPERTIES ? prop.replace(VENDOR_PREFIX, '') : prop);
  // postcss keeps the whitespace before `}` in a custom property's value (it is part of it), so
  // trimming it would move it on every pass; other values lose only what removed comments left.
  const value = custom ? decl.value : decl.value.trim();
  if (!known || !allowedValue(value)) return undefined;
  const clean = spacing(decl, postcss.decl({ prop: decl.prop, value, important: decl.important }), ['before', 'between']);
  // Kept as written (spacing and case) so a second pass reads the same declaration back.
  if (decl.important && typeof decl.raws.important === 'string' && IMPORTANT.test(decl.raws.important)) clean.raws.important = decl.raws.important;
  return clean;
}

function cleanDeclarations(from: Container, to: Container, allowed: ReadonlySet<string>): void {
  for (const node of from.nodes ?? []) {
    if (node.type !== 'decl') continue;
    const clean = cleanDeclaration(node, allowed);
    if (clean) to.append(clean);
  }
}

function cleanRule(rule: Rule, selector: string | undefined): Rule | undefined {
  if (selector === undefined) return undefined;
  const clean = spacing(rule, postcss.rule({ selector }), ['before', 'between', 'after', 'semicolon']);
  cleanDeclarations(rule, clean, CSS_PROPERTIES);
  return clean.nodes.length ? clean : undefined;
}

function cleanAtRule(atRule: AtRule, depth: number): AtRule | undefined {
  const name = atRule.name.toLowerCase();
  const params = atRule.params;
  const keys = ['before', 'between', 'afterName', 'after', 'semicolon'];
  const make = () => spacing(atRule, postcss.atRule({ name, params }), keys);
  if (GROUPING_AT_RULES.has(name) && atRule.nodes && allowedCondition(params)) {
    return filled(make(), cleanChildren(atRule, depth + 1));
  }
  if (name === 'layer' && (params === '' || LAYER_NAMES.test(params))) {
    if (!atRule.nodes) return params ? make() : undefined;
    return filled(make(), cleanChildren(atRule, depth + 1));
  }
  if ((name === 'keyframes' || name === '-webkit-keyframes') && atRule.nodes && IDENT.test(params)) {
    const frames = atRule.nodes.flatMap((node) =>
      node.type === 'rule' && KEYFRAME_SELECTOR.test(node.selector) ? [cleanRule(node, node.selector)] : [],
    );
    return filled(make(), frames);
  }
  if (name === 'font-face' && atRule.nodes && params === '') {
    const face = make();
    cleanDeclarations(atRule, face, FONT_FACE_DESCRIPTORS);
    return face.nodes?.length ? face : undefined;
  }
  return undefined;
}

function filled(atRule: AtRule, children: (ChildNode | undefined)[]): AtRule | undefined {
  const kept = children.filter((child): child is ChildNode => child !== undefined);
  if (!kept.length) return undefined;
  atRule.append(...kept);
  return atRule;
}

/** Rules and allowed at-rules of a stylesheet or grouping at-rule; declarations there are dropped. */
function cleanChildren(from: Container, depth: number): (ChildNode | undefined)[] {
  if (depth > MAX_DEPTH) return [];
  return (from.nodes ?? []).map((node) => {
    if (node.type === 'rule') return cleanRule(node, allowedSelector(node.selector));
    if (node.type === 'atrule') return cleanAtRule(node, depth);
    return undefined;
  });
}

/**
 * Seller CSS reduced to the allowlist, built from the parsed tree. CSS that does not parse
 * becomes the empty string (never an error: it is rendered into every shop page).
 */
export function sanitizeSellerCss(css: string): string {
  try {
    const parsed = postcss.parse(css);
    const root = postcss.root();
    for (const child of cleanChildren(parsed, 0)) if (child) root.append(child);
    if (typeof parsed.raws.after === 'string' && CSS_SPACE.test(parsed.raws.after)) root.raws.after = parsed.raws.after;
    const output = root.toString();
    // By construction this cannot match; checked anyway, because a miss here is script in the page.
    return NEVER.test(output) ? '' : output;
  } catch {
    return '';
  }
}
