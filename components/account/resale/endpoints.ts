/** POST here withdraws one offer: {offers}/{id}/cancel under the offers base of flows.ts. */
export const resellOfferCancelUrl = (offers: string, offerId: string) => `${offers}/${encodeURIComponent(offerId)}/cancel`;
