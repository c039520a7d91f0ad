/**
 * Alex's purchase intents on riverside-live, seeded with the rest of Alex's holdings (alex.ts), by
 * the case each one demonstrates (issue 12; README demo):
 *
 * - bluesPair: approved, two reserved Floor tickets of Blues & Brews, online only, cancellable.
 * - jazzProducts: approved, products only (no tickets) for the Midnight Jazz Session, cancellable.
 * - jazzDeposit: approved, two reserved Seated jazz tickets with a 20 % deposit already paid; not
 *   cancellable. The same event as jazzProducts, so Complete multiple takes one of the two.
 * - orchestraPos: approved, completed at the box office only (restrictedCompletion pos).
 * - jazzAwaiting: awaiting the seller's approval, nothing created yet; cancellable.
 * - closed ones: comedyComplete (became tx_alex_003), orchestraCanceled, seasonRejected.
 */
export const INTENT_IDS = {
  bluesPair: 'pi_alex_blues_pair',
  jazzProducts: 'pi_alex_jazz_products',
  jazzDeposit: 'pi_alex_jazz_approved',
  orchestraPos: 'pi_alex_orchestra_pos',
  jazzAwaiting: 'pi_alex_jazz_awaiting',
  comedyComplete: 'pi_alex_comedy_complete',
  orchestraCanceled: 'pi_alex_orchestra_canceled',
  seasonRejected: 'pi_alex_season_rejected',
} as const;
