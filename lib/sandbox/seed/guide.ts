import { DEMO_PASSWORD, SELLERS } from './ids.ts';
import { COUPON_CODES } from './pricing.ts';
import { TEST_CARDS } from '../../domain/test-cards.ts';

/** The demo shops and logins, as printed by `npm start` and shown on the landing page. */
export const DEMO_SHOPS = [
  { slug: SELLERS.riverside.slug, about: 'English, every account feature on' },
  { slug: SELLERS.lindenau.slug, about: 'German, net prices, custom logout URL, support URL' },
  { slug: SELLERS.little.slug, about: 'small shop: features off, personal information hidden, external account settings' },
  { slug: SELLERS.nordlicht.slug, about: "members' club: login required for the whole shop, SMS delivery, custom HTML and CSS" },
  { slug: SELLERS.openAir.slug, about: 'open-air cinema without customer accounts (no account pill), German first' },
] as const;

export const DEMO_LOGINS = [
  { shop: SELLERS.riverside.slug, email: 'alex.morgan@example.com', about: 'owns something of everything' },
  { shop: SELLERS.riverside.slug, email: 'jamie.lee@example.com', about: 'not verified' },
  { shop: SELLERS.riverside.slug, email: 'sam.collector@example.com', about: '200+ tickets, many transfers and resale offers' },
  { shop: SELLERS.lindenau.slug, email: 'lena.fischer@example.com', about: 'German shop' },
  { shop: SELLERS.little.slug, email: 'taylor.brooks@example.com', about: 'small shop' },
  { shop: SELLERS.nordlicht.slug, email: 'nora.berg@example.com', about: "members' club (login required)" },
  { shop: SELLERS.riverside.slug, email: 'robin.hayes@example.com', about: 'adjacent seats to transfer, a pending transfer to cancel' },
  { shop: SELLERS.riverside.slug, email: 'quinn.hale@example.com', about: 'season cards in every transfer mode' },
  { shop: SELLERS.riverside.slug, email: 'priya.shah@example.com', about: 'resale offers on the Soul Revue' },
  { shop: SELLERS.riverside.slug, email: 'ben.okafor@example.com', about: 'buys a resale ticket' },
  { shop: SELLERS.riverside.slug, email: 'nina.patel@example.com', about: 'buys a package (Double Bill for Two)' },
  { shop: SELLERS.riverside.slug, email: 'jordan.reyes@example.com', about: 'Winter Gala tickets under secure ticket access, to claim' },
  { shop: SELLERS.riverside.slug, email: 'chris.novak@example.com', about: 'claimed a Winter Gala ticket of someone else' },
] as const;

export function DEMO_GUIDE(baseUrl: string): string {
  const shops = DEMO_SHOPS.map((shop) => `  ${baseUrl}/${shop.slug}  (${shop.about})`).join('\n');
  const logins = DEMO_LOGINS.map((login) => `  ${login.email.padEnd(28)} on ${login.shop.padEnd(20)} ${login.about}`).join('\n');
  const card = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  const cards = `  ${card(TEST_CARDS.succeeds)}  succeeds\n  ${card(TEST_CARDS.declined)}  is declined\n  ${card(TEST_CARDS.redirect)}  asks the test bank to authorize\n  (any future expiry such as 12/34, any 3-digit CVC)`;
  const coupons = Object.values(COUPON_CODES).join(', ');
  return `\nDemo shops:\n${shops}\n\nDemo logins (password "${DEMO_PASSWORD}"):\n${logins}\n\nTest cards of the sandbox gateway:\n${cards}\n\nCoupons (${SELLERS.riverside.slug}): ${coupons}\n\nSandbox mail outbox: ${baseUrl}/sandbox/mail\n`;
}
