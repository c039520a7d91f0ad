'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TicketTransferAction } from './types';
import accountStyles from '../ui/account.module.css';

// The modal's code (form, requests, dialogs) loads on the first click, not with the tickets page.
const TransferModal = dynamic(() => import('../transfers/TransferModal').then((module) => module.TransferModal), { ssr: false });

/** The Transfer action of an event's tickets: a button that opens the Transfer modal (spec 02 §2). */
export function TransferButton({ action }: { action: TicketTransferAction }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={accountStyles.button} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <FormattedMessage id="account.tickets.action.transfer" />
      </button>
      {open ? <TransferModal action={action} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
