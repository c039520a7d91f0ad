'use client';

import { FormattedMessage } from 'react-intl';
import { WalletButton } from './WalletButton';
import { TransferButton } from './TransferButton';
import { SellButton } from './SellButton';
import type { TicketActionLink } from './types';
import accountStyles from '../ui/account.module.css';

/** The actions of an event's or a package's tickets: wallet buttons, the PDF download, links to the action flows, and the buttons of the Sell and Transfer modals. */
export function TicketActions({ actions, className }: { actions: readonly TicketActionLink[]; className?: string | undefined }) {
  if (actions.length === 0) return null;
  return (
    <div className={className}>
      {actions.map((action) => {
        if (action.kind === 'transfer') return <TransferButton key={action.kind} action={action} />;
        if (action.kind === 'sell') return <SellButton key={action.kind} action={action} />;
        if ('pass' in action) {
          return <WalletButton key={action.kind} pass={action.pass} />;
        }
        return (
          <a key={action.kind} className={accountStyles.button} href={action.href} download={action.kind === 'downloadAll' ? true : undefined}>
            <FormattedMessage id={`account.tickets.action.${action.kind}`} />
          </a>
        );
      })}
    </div>
  );
}
