import type { IntlShape } from 'react-intl';
import { eventDateLabel, moneyLabel } from '@/lib/i18n/format';
import type { EventSaleStatus } from '@/lib/ticketing/schemas/event';
import type { PackageConfig, PackageConfigInfo } from '@/lib/ticketing/schemas/package';

/** A package as its page and the shop's packages section show it, formatted on the server (ADR 0006). */
export interface PackageView {
  id: string;
  name: string;
  description?: string | undefined;
  image?: string | undefined;
  headerImage?: string | undefined;
  /** "£80.00". */
  priceLabel: string;
  ticketCount: number;
  saleStatus: EventSaleStatus;
  events: {
    id: string;
    name: string;
    start: string;
    dateLabel: string;
    image?: string | undefined;
    locationName?: string | undefined;
    /** "2 × Standing". */
    tickets: string[];
  }[];
}

type Formatter = Pick<IntlShape, 'formatDate' | 'formatDateToParts' | 'formatDateTimeRange' | 'formatNumber' | 'formatMessage'>;

export function packageView(intl: Formatter, config: PackageConfig, info: PackageConfigInfo): PackageView {
  return {
    id: config._id,
    name: config.name,
    ...(config.description ? { description: config.description } : {}),
    ...(config.image ? { image: config.image } : {}),
    ...(config.headerImage ? { headerImage: config.headerImage } : {}),
    priceLabel: moneyLabel(intl, info.price, info.currency),
    ticketCount: info.ticketCount,
    saleStatus: info.saleStatus,
    events: info.events.map((event) => ({
      id: event._id,
      name: event.name,
      start: event.start,
      dateLabel: eventDateLabel(intl, event),
      ...(event.image ? { image: event.image } : {}),
      ...(event.locationName ? { locationName: event.locationName } : {}),
      tickets: event.tickets.map((ticket) => intl.formatMessage({ id: 'package.ticketLine' }, { amount: ticket.amount, name: ticket.name })),
    })),
  };
}

/** The page's address of a package: by its slug when it has one. */
export function packagePath(shopPath: string, config: Pick<PackageConfig, '_id' | 'slug'>): string {
  return `${shopPath}/packages/${encodeURIComponent(config.slug ?? config._id)}`;
}
