'use client';

import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { call, queryKeyOf } from '@/lib/operations/call';
import { createSeasonTransfer, getSeasonTransferOptions } from '@/lib/operations/season';
import { childEventState, isSeasonChoiceReady, seasonChoiceRefusal, seasonTransferCalls, seasonTransferChoices, type SeasonTransferChoice } from '@/lib/domain/season-transfer';
import { Tabs } from '../ui/Tabs';
import { TransferRecipientForm, type TransferRecipientFormProps } from '../transfers/TransferRecipientForm';
import { SeasonEventChoice, type SeasonEventOption } from './SeasonEventChoice';
import accountStyles from '../ui/account.module.css';
import formStyles from '../shell/forms.module.css';
import stepStyles from '../ui/ActionSteps.module.css';
import styles from './Season.module.css';

export type SeasonTransferDetailsProps = Omit<TransferRecipientFormProps, 'send' | 'ready'>;

/**
 * The details step of the Transfer modal for season cards (spec 02 §2, §5, §7): a tab choice
 * between individual events and the whole season, as the cards' transfer mode allows, then the
 * recipient form. Individual events sends one transfer per selected event; an event cannot be
 * picked once transferred, excluded from a card, promised by a pending transfer, or while the
 * whole card is (lib/domain/season-transfer.ts). The submit button needs at least one event, or
 * for the whole season no pending transfer of the cards.
 */
export function SeasonTransferDetails({ action, chosen, recipients, onBack, onSent }: SeasonTransferDetailsProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const seasonId = action.season?.eventId ?? '';
  const ticketIds = chosen.map((ticket) => ticket.id);
  const args = { params: action.shop, input: { eventId: seasonId, ticketIds } };
  const optionsKey = queryKeyOf(getSeasonTransferOptions, args);
  const options = useQuery({ queryKey: optionsKey, queryFn: ({ signal }) => call(getSeasonTransferOptions, { ...args, signal }), enabled: seasonId !== '' });
  const [picked, setPicked] = useState<SeasonTransferChoice | undefined>();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  if (options.isPending) {
    return (
      <p role="status" className={accountStyles.rowMeta}>
        <FormattedMessage id="account.season.events.loading" />
      </p>
    );
  }
  if (options.isError) {
    return (
      <div className={stepStyles.steps}>
        <div role="alert" className={formStyles.formError}>
          <p>
            <FormattedMessage id="account.season.events.failed" />
          </p>
          <button type="button" className={formStyles.secondary} onClick={() => void options.refetch()}>
            <FormattedMessage id="account.season.events.retry" />
          </button>
        </div>
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.secondary} onClick={onBack}>
            <FormattedMessage id="account.transferModal.back" />
          </button>
        </div>
      </div>
    );
  }

  const { cards, events, transfers } = options.data;
  const now = new Date();
  const choices = seasonTransferChoices(cards.map((card) => card.mode));
  const choice = picked && choices.includes(picked) ? picked : choices[0];
  const eventOptions: SeasonEventOption[] = events.map((event) => ({ ...event, state: childEventState({ childEventId: event.id, eventEnd: event.end, cards, transfers, now }) }));
  const selectedEventIds = eventOptions.filter((event) => event.state === 'selectable' && selected.has(event.id)).map((event) => event.id);
  const seasonRefusal = seasonChoiceRefusal(cards, transfers);
  const ready = choice !== undefined && isSeasonChoiceReady({ choice, selectedEventIds, seasonRefusal });

  const send = async (recipient: { email: string; phone?: string }) => {
    if (!choice) return;
    try {
      // One call per selected event (spec 02 §7); a refusal stops here and keeps what was sent so far.
      for (const { childEventId } of seasonTransferCalls(choice, selectedEventIds)) {
        await call(createSeasonTransfer, { params: action.shop, input: { eventId: seasonId, ticketIds, recipient, ...(childEventId ? { childEventId } : {}) } });
      }
      setSelected(new Set());
    } finally {
      await queryClient.invalidateQueries({ queryKey: optionsKey });
    }
  };

  const panels: Record<SeasonTransferChoice, ReactNode> = {
    events: <SeasonEventChoice events={eventOptions} selected={selected} onChange={setSelected} />,
    season: (
      <div className={stepStyles.steps}>
        <p>
          <FormattedMessage id="account.season.transfer.wholeSeason" values={{ count: cards.length }} />
        </p>
        {seasonRefusal ? (
          <p className={styles.notice} role="note">
            <FormattedMessage id={`account.season.transfer.refusal.${seasonRefusal}`} />
          </p>
        ) : null}
      </div>
    ),
  };
  const label = (key: SeasonTransferChoice) => <FormattedMessage id={`account.season.transfer.choice.${key}`} />;

  return (
    <div className={stepStyles.steps}>
      {choices.length === 0 ? (
        <p className={styles.notice} role="note">
          <FormattedMessage id="account.season.transfer.noChoice" />
        </p>
      ) : choices.length === 1 && choice ? (
        <section aria-label={intl.formatMessage({ id: `account.season.transfer.choice.${choice}` })}>
          <h3 className={stepStyles.heading}>{label(choice)}</h3>
          {panels[choice]}
        </section>
      ) : (
        <Tabs
          label={intl.formatMessage({ id: 'account.season.transfer.choiceLabel' })}
          initialKey={choice}
          onSelect={(key) => setPicked(key === 'season' ? 'season' : 'events')}
          tabs={choices.map((key) => ({ key, label: label(key), panel: panels[key] }))}
        />
      )}
      <TransferRecipientForm action={action} chosen={chosen} recipients={recipients} onBack={onBack} onSent={onSent} send={send} ready={ready} />
    </div>
  );
}
