/**
 * Where a payment redirect may send the buyer back to: a path of this site ('/…'), never '//host',
 * '/\host', an absolute URL or anything with control characters, which a crafted link could use to
 * send the buyer (and a redirect result) elsewhere.
 */
export function isSameOriginPath(value: string): boolean {
  return value.length <= 2000 && /^\/(?![/\\])/.test(value) && ![...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
}

/** The path to return to, from an untrusted value; the home page when it is not a path of this site. */
export function returnPathOf(value: unknown): string {
  return typeof value === 'string' && isSameOriginPath(value) ? value : '/';
}
