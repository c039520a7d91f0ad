import { getRebookingOptions } from '@/lib/operations/rebooking';
import { route } from '@/lib/http/route';
import { requestLocale } from '@/lib/i18n/server';
import { rebookingOptions } from '@/lib/ticket-actions/rebooking-server';

export const POST = route(getRebookingOptions)(async ({ input }) => rebookingOptions(input.tickets, input.sourceEventId, await requestLocale(), new Date()));
