import type { SeedBatch, SeedWorld } from '../batch.ts';
import { returnHoldings } from './returns.ts';
import { repersonalizationHoldings } from './repersonalizations.ts';
import { rebookingHoldings } from './rebookings.ts';
import { upgradeHoldings } from './upgrades.ts';

/**
 * Demo holdings for the ticket actions (issue 11): each action's module gives Alex tickets for
 * every allowed action and every reason it is refused, and one guest order for its order page.
 * Built before Sam's holdings, which fill events up to their targets after everyone else's.
 */
const ACTION_HOLDINGS: readonly ((world: SeedWorld) => SeedBatch)[] = [returnHoldings, repersonalizationHoldings, rebookingHoldings, upgradeHoldings];

export function actionHoldings(world: SeedWorld): SeedBatch[] {
  return ACTION_HOLDINGS.map((holdings) => holdings(world));
}
