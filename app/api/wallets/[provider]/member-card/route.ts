import { addMemberCardToWallet } from '@/lib/operations/ticket-documents';
import { route } from '@/lib/http/route';
import { orUnknownLink } from '@/lib/http/by-secret';
import { navigableUrl, walletProviderOf } from '@/lib/http/ticket-documents';
import { ticketing } from '@/lib/ticketing/server';
import * as documents from '@/lib/ticketing/ticket-documents';

/** The member card pass of one membership, made like the tickets' passes. */
export const POST = route(addMemberCardToWallet)(async ({ params, input }) => {
  const provider = walletProviderOf(params.provider);
  const pass = orUnknownLink(await documents.addMemberCardToWallet(ticketing(), { provider, membership: input.membership, lang: input.lang ?? 'en' }), 'membership');
  return { url: navigableUrl(pass.url) };
});
