/**
 * Builds an API path with every interpolated value percent-encoded as one segment, so that an id
 * taken from a URL can never add segments or a query (`../`, `?`, `#`) to the upstream call.
 */
export function apiPath(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  return strings.reduce((path, part, index) => {
    const value = index < values.length ? encodeURIComponent(String(values[index])) : '';
    return path + part + value;
  }, '');
}
