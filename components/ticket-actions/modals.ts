import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { TicketActionName } from '@/lib/ticket-actions/policy';
import type { ActionModalProps } from './types';

/** Each action's modal, loaded on the first click rather than with the page. */
export const ACTION_MODALS: Partial<Record<TicketActionName, ComponentType<ActionModalProps>>> = {
  repersonalize: dynamic(() => import('./repersonalize/RepersonalizeModal').then((module) => module.RepersonalizeModal), { ssr: false }),
  cancel: dynamic(() => import('./cancel/CancelModal').then((module) => module.CancelModal), { ssr: false }),
  rebook: dynamic(() => import('./rebook/RebookModal').then((module) => module.RebookModal), { ssr: false }),
  upgrade: dynamic(() => import('./upgrade/UpgradeModal').then((module) => module.UpgradeModal), { ssr: false }),
  return: dynamic(() => import('./return/ReturnModal').then((module) => module.ReturnModal), { ssr: false }),
};
