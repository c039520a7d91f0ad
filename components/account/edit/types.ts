/** One answer of GET /api/shops/{seller}/account/address-suggestions. */
export interface AddressSuggestion {
  id: string;
  /** One line to show in the list. */
  label: string;
  street: string;
  postal: string;
  city: string;
  /** Providers may answer state and country codes in lower case; the form upper-cases them. */
  state: string | null;
  country: string;
}
