import { getUpgradeOptions } from '@/lib/operations/upgrade';
import { route } from '@/lib/http/route';
import { requestLocale } from '@/lib/i18n/server';
import { upgradeOptions } from '@/lib/ticket-actions/upgrade-server';

export const POST = route(getUpgradeOptions)(async ({ input }) => upgradeOptions(input.tickets, await requestLocale()));
