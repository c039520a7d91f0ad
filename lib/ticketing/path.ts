/**
 * Builds an API path with every interpolated value percent-encoded as one segment, so that an id
 * taken from a URL can never add segments or a query (`../`, `?`, `#`) to the upstream call. A lone
 * surrogate (a JSON body may carry `"\ud800"`) cannot be percent-encoded: it becomes U+FFFD, an id
 * that names nothing, so the call answers 404 instead of throwing. The same for a value that is
 * exactly "." or "..": URLs resolve those (also as %2E) into the neighbouring path, so they become
 * U+FFFD too.
 */
export function apiPath(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  return strings.reduce((path, part, index) => {
    const value = index < values.length ? encodeURIComponent(asSegment(String(values[index]))) : '';
    return path + part + value;
  }, '');
}

const NOTHING = '\uFFFD';

function asSegment(value: string): string {
  return value === '.' || value === '..' ? NOTHING : value.toWellFormed();
}
