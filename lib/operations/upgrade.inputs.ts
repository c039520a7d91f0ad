import { z } from 'zod';
import { idInput, ticketRefsInput } from './shared.inputs.ts';

/** Bodies of the upgrade operations (lib/operations/upgrade.ts; spec 02 §5 upgrade payload, §7). */

export const upgradeOptionsInput = z.object({ tickets: ticketRefsInput }).strict();

export const createUpgradeInput = upgradeOptionsInput.extend({ targetEventId: idInput }).strict();
