/**
 * Builds an API path with every interpolated value percent-encoded as one segment, so that an id
 * taken from a URL can never add segments or a query (`../`, `?`, `#`) to the upstream call. A lone
 * surrogate (a JSON body may carry `"\ud800"`) cannot be percent-encoded: it becomes U+FFFD, an id
 * that names nothing, so the call answers 404 instead of throwing.
 */
export function apiPath(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  return strings.reduce((path, part, index) => {
    const value = index < values.length ? encodeURIComponent(String(values[index]).toWellFormed()) : '';
    return path + part + value;
  }, '');
}
