import 'server-only';
import { completeMultipleButton, onlineCompletionRefusal, purchaseIntentTicketCount } from '../domain/purchase-intent-rules.ts';
import { eventDateLabel, moneyLabel } from '../i18n/format.ts';
import { dateTimeLabel } from '../i18n/account-format.ts';
import { listMyPurchaseIntents } from '../ticketing/purchase-intents.ts';
import { ok, type Result } from '../ticketing/errors.ts';
import type { CompleteMultipleChoice, CompleteMultipleView } from '../operations/purchase-intents.ts';
import type { Seller } from '../ticketing/schemas/seller.ts';
import type { ListContext } from './lists.ts';
import { eventsById } from './events.ts';

/** Every open intent the modal may list; the account area never holds more than this for one customer. */
const OPEN_INTENTS_LIMIT = 1000;

/**
 * The Complete multiple button and its modal (spec 01 §2, §5): undefined when the button is hidden
 * (no feature, no open intent); otherwise every open intent, newest first, each saying why it
 * cannot be completed online when it cannot. Dates in the event's time zone, named.
 */
export async function loadCompleteMultiple(context: Omit<ListContext, 'seller'> & { seller: Seller }, now: Date): Promise<Result<CompleteMultipleView | undefined>> {
  const { seller } = context;
  const feature = seller.features?.completeMultiple === true;
  if (!feature) return ok(undefined);
  const result = await listMyPurchaseIntents(context.access.client, { status: ['new'], top: OPEN_INTENTS_LIMIT }, context.access.token);
  if (!result.ok) return result;
  const open = result.data.docs;
  const moto = seller.features?.moto === true;
  const state = completeMultipleButton({ feature, moto, now, openIntents: open });
  if (state === 'hidden') return ok(undefined);
  const events = await eventsById(context.access.client, seller._id, open.map((intent) => intent.eventId), context.locale);
  const choices = open.map((intent): CompleteMultipleChoice => {
    const event = intent.eventId ? events.get(intent.eventId) : undefined;
    const zone = event?.timezone ?? seller.timezone ?? 'UTC';
    return {
      id: intent._id,
      eventId: intent.eventId ?? intent._id,
      eventName: event?.name,
      eventDateLabel: event ? eventDateLabel(context.intl, event) : undefined,
      ticketCount: purchaseIntentTicketCount(intent),
      productCount: (intent.products ?? []).reduce((total, line) => total + line.amount, 0),
      priceLabel: intent.realPrice !== undefined ? moneyLabel(context.intl, intent.realPrice, intent.currency ?? event?.currency ?? seller.currency) : undefined,
      reference: intent.reference ?? undefined,
      expiresAt: intent.expiresAt ?? undefined,
      expiresLabel: intent.expiresAt ? dateTimeLabel(context.intl, intent.expiresAt, zone) : undefined,
      refusal: onlineCompletionRefusal(intent, { moto, now }),
    };
  });
  return ok({ state, choices });
}
