import type { ReactNode } from 'react';
import type { AccountPage, AccountPageProps } from './types';
import { TicketsPage } from './TicketsPage';
import { TicketTransfersPage } from './TicketTransfersPage';
import { OrdersPage } from './OrdersPage';
import { SubscriptionsPage } from './SubscriptionsPage';
import { EditPage } from './EditPage';
import { PaymentMethodsPage } from './PaymentMethodsPage';
import { SecurityPage } from './SecurityPage';
import { PaymentPlansPage } from './PaymentPlansPage';
import { PurchaseIntentsPage } from './PurchaseIntentsPage';
import { MembershipsPage } from './MembershipsPage';
import { SecondaryMarketPage } from './SecondaryMarketPage';

/** The screen of each allowed account page value (spec 01 §2). */
export const ACCOUNT_SCREENS: Record<AccountPage, (props: AccountPageProps) => ReactNode | Promise<ReactNode>> = {
  'tickets': TicketsPage,
  'ticket-transfers': TicketTransfersPage,
  'transactions': OrdersPage,
  'subscriptions': SubscriptionsPage,
  'edit': EditPage,
  'payment-methods': PaymentMethodsPage,
  'security': SecurityPage,
  'payment-plans': PaymentPlansPage,
  'purchaseintents': PurchaseIntentsPage,
  'memberships': MembershipsPage,
  'secondary-market': SecondaryMarketPage,
};
