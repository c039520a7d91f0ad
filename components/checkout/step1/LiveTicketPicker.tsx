'use client';

import { useMemo } from 'react';
import { withLiveAvailabilities } from '@/lib/domain/live-availabilities';
import { TicketPicker, type TicketPickerProps } from './TicketPicker';
import { useLiveAvailabilities } from './useLiveAvailabilities';

/**
 * Step 1 as the cached event page shows it (issue 9): the listing rendered from the cache, capped
 * by the event's live availabilities once they are read. Until then, or when they cannot be read,
 * the listing stands as rendered; the cart's add still refuses what is gone.
 */
export function LiveTicketPicker(props: TicketPickerProps) {
  const live = useLiveAvailabilities(props.data.eventId);
  const data = useMemo(() => (live ? withLiveAvailabilities(props.data, live) : props.data), [props.data, live]);
  return <TicketPicker {...props} data={data} />;
}
