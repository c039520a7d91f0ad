export type { SeasonCardView } from '@/lib/account/ticket-views';
