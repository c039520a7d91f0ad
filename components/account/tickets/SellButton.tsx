'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TicketSellAction } from './types';
import accountStyles from '../ui/account.module.css';

// The modal's code (steps, requests) loads on the first click, not with the tickets page.
const ResellModal = dynamic(() => import('../resale/ResellModal').then((module) => module.ResellModal), { ssr: false });

/** The Sell action of an event's tickets: a button that opens the Resell offer modal (spec 02 §2). */
export function SellButton({ action }: { action: TicketSellAction }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={accountStyles.button} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <FormattedMessage id="account.tickets.action.sell" />
      </button>
      {open ? <ResellModal action={action} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
