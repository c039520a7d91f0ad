/**
 * Leaving the page for a checkout an action opened: a full navigation, so the new cart's cookie
 * and the checkout page are fetched fresh. One object, so tests can watch it without a browser.
 */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
