import type { ComponentType } from 'react';
import type { TicketActionName } from '@/lib/ticket-actions/policy';
import type { ActionModalProps } from './types';

/**
 * Each action's modal, loaded on the first click rather than with the page (next/dynamic, no SSR):
 * `repersonalize: dynamic(() => import('./repersonalize/RepersonalizeModal').then((m) => m.RepersonalizeModal), { ssr: false })`.
 */
export const ACTION_MODALS: Partial<Record<TicketActionName, ComponentType<ActionModalProps>>> = {};
