import type { UpgradeOptions } from '../ticket-actions/rebooking-options.ts';
import { json, operation } from './define.ts';

/**
 * Upgrading tickets (spec 02 §2 upgrade modal, §4, §5, §7, §8). The tickets travel by id and
 * secret, as every ticket action does.
 */

const inputs = () => import('./upgrade.inputs.ts');

/** The events the selected tickets may be upgraded to, each saying whether all of them may. */
export const getUpgradeOptions = operation({
  method: 'POST',
  path: '/api/upgrades/options',
  input: () => inputs().then((m) => m.upgradeOptionsInput),
  answer: json<UpgradeOptions>(),
  errors: ['ticketNotFound', 'upgradeOneEvent', 'upgradeNotAllowed'],
});

/** Opens the upgrade's checkout on the target event (web channel), makes it the shop's cart, and says where its step 1 is. */
export const createUpgrade = operation({
  method: 'POST',
  path: '/api/upgrades',
  input: () => inputs().then((m) => m.createUpgradeInput),
  answer: json<{ url: string }>(),
  errors: ['ticketNotFound', 'upgradeOneEvent', 'upgradeNotAllowed'],
});
