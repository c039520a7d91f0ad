import { offlineVersion, renderStamp } from '@/lib/offline/version';
import { OfflineStatus } from './OfflineStatus';

/**
 * Makes the ticket page it is mounted on work offline once visited (ADR 0025): the account's tickets
 * screen and the order page. A server component: it names the build and the time of this render.
 */
export function OfflineTickets() {
  return <OfflineStatus version={offlineVersion()} renderedAt={renderStamp()} />;
}
