'use client';

import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ShopParams } from '@/lib/account/flows';
import type { CompleteMultipleView } from '@/lib/operations/purchase-intents';
import accountStyles from '../ui/account.module.css';
import styles from './CompleteMultiple.module.css';

// The modal's code loads on the first click, not with the purchase intents screen.
const CompleteMultipleModal = dynamic(() => import('./CompleteMultipleModal').then((module) => module.CompleteMultipleModal), { ssr: false });

/**
 * The Complete multiple button of the purchase intents screen (spec 01 §2): disabled, saying why,
 * when none of the open intents can be completed online; otherwise it opens the modal.
 */
export function CompleteMultipleButton({ shop, view }: { shop: ShopParams; view: CompleteMultipleView }) {
  const [open, setOpen] = useState(false);
  const noteId = useId();
  const disabled = view.state === 'disabled';
  return (
    <div>
      <button
        type="button"
        className={accountStyles.primaryButton}
        aria-haspopup="dialog"
        disabled={disabled}
        aria-describedby={disabled ? noteId : undefined}
        onClick={() => setOpen(true)}
      >
        <FormattedMessage id="account.intents.completeMultiple" />
      </button>
      {disabled ? (
        <p id={noteId} className={styles.disabledNote}>
          <FormattedMessage id="account.intents.completeMultiple.noneOnline" />
        </p>
      ) : null}
      {open ? <CompleteMultipleModal shop={shop} choices={view.choices} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
