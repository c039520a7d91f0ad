/** The tickets screen's view data is declared in lib, where the route handler that answers it can reach it (ADR 0013). */
export type {
  EventTicketsView,
  TicketActionKind,
  TicketActionLink,
  TicketEventView,
  TicketHrefAction,
  TicketPackageView,
  TicketSellAction,
  TicketTransferAction,
  TicketView,
  TicketWalletAction,
  TransferTicketOption,
} from '@/lib/account/ticket-views';
