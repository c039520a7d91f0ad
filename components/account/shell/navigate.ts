/**
 * A full page navigation. One function so that component tests can observe it: jsdom's
 * window.location cannot be replaced or spied on.
 */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
