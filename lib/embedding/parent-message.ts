import type { TicketActionName } from '../ticket-actions/policy.ts';
import type { AnalyticsEventMessage } from './analytics-message.ts';

/**
 * What the shop tells the page it is embedded in (spec 02 §1 "an embedding interface posts
 * messages to a parent page"; the shape is ours, ADR 0017). Versioned so a seller's page can
 * check what it reads; posted only to the origins allowed to frame the shop, never to '*'.
 */
export const EMBEDDING_MESSAGE_SOURCE = 'ticketshop';
export const EMBEDDING_MESSAGE_VERSION = 1;

export interface TicketActionCompletedMessage {
  source: typeof EMBEDDING_MESSAGE_SOURCE;
  version: typeof EMBEDDING_MESSAGE_VERSION;
  type: 'ticketAction.completed';
  action: TicketActionName;
  ticketIds: string[];
}

export type EmbeddingMessage = TicketActionCompletedMessage | AnalyticsEventMessage;

export function ticketActionCompleted(action: TicketActionName, ticketIds: readonly string[]): TicketActionCompletedMessage {
  return { source: EMBEDDING_MESSAGE_SOURCE, version: EMBEDDING_MESSAGE_VERSION, type: 'ticketAction.completed', action, ticketIds: [...ticketIds] };
}

/** Who may receive the messages: the shop's own origin when 'self' may frame it, and the https origins listed. */
export interface EmbeddingParents {
  self: boolean;
  origins: string[];
}

/** From the frame-ancestors setting (FRAME_ANCESTORS, already validated: 'self', 'none' or https origins). */
export function embeddingParents(frameAncestors: string): EmbeddingParents {
  const sources = frameAncestors.split(/\s+/).filter(Boolean);
  if (sources.includes("'none'")) return { self: false, origins: [] };
  const origins = sources.flatMap((source) => {
    if (!source.startsWith('https://')) return [];
    try {
      return [new URL(source).origin];
    } catch {
      return [];
    }
  });
  return { self: sources.includes("'self'"), origins: [...new Set(origins)] };
}

/** The target origins of one message, in the browser: the shop's own origin stands for 'self'. */
export function messageTargets(parents: EmbeddingParents, ownOrigin: string): string[] {
  return [...new Set([...(parents.self ? [ownOrigin] : []), ...parents.origins])];
}
