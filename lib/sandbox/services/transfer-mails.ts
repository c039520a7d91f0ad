import type { OutgoingMail } from '../mail.ts';
import { mailLocale } from './account-mails.ts';

/** The mail a transfer recipient gets: who sends which event's tickets, and the link to accept or reject them. */

const TEXTS = {
  en: {
    subject: (shop: string) => `Tickets for you from ${shop}`,
    body: (sender: string, count: number, event: string) =>
      `Hello,\n\n${sender} is sending you ${count === 1 ? 'a ticket' : `${count} tickets`} for ${event}. Open the link below to accept or reject ${count === 1 ? 'it' : 'them'}.`,
  },
  de: {
    subject: (shop: string) => `Tickets für Sie von ${shop}`,
    body: (sender: string, count: number, event: string) =>
      `Hallo,\n\n${sender} sendet Ihnen ${count === 1 ? 'ein Ticket' : `${count} Tickets`} für ${event}. Öffnen Sie den Link unten, um ${count === 1 ? 'es' : 'sie'} anzunehmen oder abzulehnen.`,
  },
} as const;

export interface TransferMailInput {
  language: string | null | undefined;
  sellerId: string;
  shopName: string;
  recipient: string;
  sender: string;
  eventName: string;
  ticketCount: number;
  link: string;
}

export function transferMail(input: TransferMailInput): OutgoingMail {
  const text = TEXTS[mailLocale(input.language)];
  return {
    sellerId: input.sellerId,
    recipient: input.recipient,
    kind: 'ticketTransfer',
    subject: text.subject(input.shopName),
    body: `${text.body(input.sender, input.ticketCount, input.eventName)}\n\n${input.link}\n`,
    link: input.link,
  };
}
