'use client';

import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { messageTargets, type EmbeddingMessage, type EmbeddingParents } from '@/lib/embedding/parent-message';
import type { ActionPlace } from './types';

interface TicketActionsSetting {
  place: ActionPlace;
  /** The origins allowed to frame the shop (the server's FRAME_ANCESTORS), for messages to the embedding page. */
  parents: EmbeddingParents;
}

const TicketActionsContext = createContext<TicketActionsSetting | null>(null);
const EmbeddingParentsContext = createContext<EmbeddingParents | null>(null);

/** Set once by the page that shows ticket actions: the account tickets page or an order page. */
export function TicketActionsProvider({ place, parents, children }: TicketActionsSetting & { children: ReactNode }) {
  return (
    <TicketActionsContext.Provider value={{ place, parents }}>
      <EmbeddingParentsProvider parents={parents}>{children}</EmbeddingParentsProvider>
    </TicketActionsContext.Provider>
  );
}

/** For a page that finishes an action without offering any (step 2 of a rebooking's or upgrade's checkout). */
export function EmbeddingParentsProvider({ parents, children }: { parents: EmbeddingParents; children: ReactNode }) {
  return <EmbeddingParentsContext.Provider value={parents}>{children}</EmbeddingParentsContext.Provider>;
}

/** Where the actions are taken; null outside a page that offers them (the buttons then show nothing). */
export function useActionPlace(): ActionPlace | null {
  return useContext(TicketActionsContext)?.place ?? null;
}

/**
 * Posts a message to the page the shop is embedded in: one postMessage per allowed origin, so the
 * browser delivers it only when the parent really is at that origin and no other page reads it.
 */
export function useNotifyEmbeddingPage(): (message: EmbeddingMessage) => void {
  const parents = useContext(EmbeddingParentsContext);
  return useCallback(
    (message) => {
      if (!parents || typeof window === 'undefined' || window.parent === window) return;
      for (const origin of messageTargets(parents, window.location.origin)) window.parent.postMessage(message, origin);
    },
    [parents],
  );
}
