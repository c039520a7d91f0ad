/**
 * The last recipients a sender is offered for a new transfer (spec 02 §2, §6, §9): the people of
 * the customer's own sent transfers, newest first, each e-mail once (compared without case and
 * surrounding spaces), at most 5. A recipient keeps the phone of their newest transfer that had
 * one. Only a logged-in customer has sent transfers to read, so only they get the list.
 */

export const LAST_RECIPIENTS_MAX = 5;

export interface SentRecipient {
  email: string;
  phone?: string | null | undefined;
}

export interface LastRecipient {
  email: string;
  phone?: string | undefined;
}

/** `sent` newest first, as the Sent list answers. */
export function lastRecipients(sent: readonly SentRecipient[]): LastRecipient[] {
  const byKey = new Map<string, LastRecipient>();
  for (const transfer of sent) {
    const email = transfer.email.trim();
    const key = email.toLowerCase();
    if (!key) continue;
    const known = byKey.get(key);
    const phone = transfer.phone?.trim() || undefined;
    if (known) {
      if (!known.phone && phone) known.phone = phone;
      continue;
    }
    if (byKey.size === LAST_RECIPIENTS_MAX) continue;
    byKey.set(key, phone ? { email, phone } : { email });
  }
  return [...byKey.values()];
}
