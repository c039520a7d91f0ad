import { z } from 'zod';
import { idInput } from './shared.inputs.ts';

/** Bodies of the upgrade operations (lib/operations/upgrade.ts; spec 02 §5 upgrade payload, §7). */

const ticketRefsInput = z.array(z.object({ id: idInput, secret: idInput }).strict(), { error: 'invalid' }).min(1, 'required').max(50, 'tooLarge');

export const upgradeOptionsInput = z.object({ tickets: ticketRefsInput }).strict();

export const createUpgradeInput = upgradeOptionsInput.extend({ targetEventId: idInput }).strict();
