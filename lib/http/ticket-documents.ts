import type { TicketingFile } from '../ticketing/client.ts';
import { WALLET_PROVIDERS, type WalletProvider } from '../ticketing/ticket-documents.ts';
import { NO_STORE, refuse } from './refusal.ts';

/** What the storefront's PDF and wallet handlers do with the answers of the pass and PDF services. */

const UNEXPECTED = 'The ticketing API answered unexpectedly';

/** A PDF passed through to the browser as a download; anything but a PDF upstream is a 502. */
export function pdfDownload(file: TicketingFile, fallbackName: string): Response {
  if (!file.contentType.toLowerCase().startsWith('application/pdf')) throw refuse(502, 'fetchError', undefined, UNEXPECTED);
  const upstreamName = /filename="?([\w.-]+\.pdf)"?/i.exec(file.disposition ?? '')?.[1];
  return new Response(file.bytes, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${upstreamName ?? fallbackName}"`,
      ...NO_STORE,
      'x-content-type-options': 'nosniff',
    },
  });
}

/** The wallet the path names (404 for any other). */
export function walletProviderOf(segment: string): WalletProvider {
  const provider = WALLET_PROVIDERS.find((candidate) => candidate === segment);
  if (!provider) throw refuse(404, 'notFound', undefined, 'Unknown wallet');
  return provider;
}

/** Only a web address or a same-origin path may become the browser's next page (never javascript:); else 502. */
export function navigableUrl(url: string): string {
  if (!isNavigableUrl(url)) throw refuse(502, 'fetchError', undefined, UNEXPECTED);
  return url;
}

function isNavigableUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const protocol = new URL(url).protocol;
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
