import { addMemberCardToWallet } from '@/lib/operations/ticket-documents';
import { route } from '@/lib/http/route';
import { orRefuse } from '@/lib/http/refusal';
import { navigableUrl, walletProviderOf } from '@/lib/http/ticket-documents';
import { ticketing } from '@/lib/ticketing/server';
import * as documents from '@/lib/ticketing/ticket-documents';

/** The member card pass of one membership, made like the tickets' passes. */
export const POST = route(addMemberCardToWallet)(async ({ params, input }) => {
  const provider = walletProviderOf(params.provider);
  const pass = orRefuse(await documents.addMemberCardToWallet(ticketing(), { provider, membership: input.membership, lang: input.lang ?? 'en' }));
  return { url: navigableUrl(pass.url) };
});
