// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { TicketSelectionList, type SelectionOption } from '../../components/account/selection/TicketSelectionList.tsx';
import { useTicketSelection } from '../../components/account/selection/useTicketSelection.ts';

const tickets: SelectionOption[] = [
  { id: 'a', label: 'Seated · Stalls · Block A · Row 4 · Seat 12', name: 'Seated', seatingInfo: { sectionName: 'Stalls', groupName: 'Block A', rowName: '4', seatName: '12' } },
  { id: 'b', label: 'Seated · Stalls · Block A · Row 4 · Seat 13', name: 'Seated', seatingInfo: { sectionName: 'Stalls', groupName: 'A', rowName: '4', seatName: '13', gate: 'B', seatType: 'limitedView' } },
  { id: 'c', label: 'Standing · Floor', name: 'Standing', seatingInfo: { name: 'Floor' } },
  { id: 'd', label: 'Exhibition entry' },
];

function List({ onContinue }: { onContinue?: (ids: string[]) => void }) {
  const selection = useTicketSelection(tickets);
  return (
    <>
      <TicketSelectionList legend="Choose tickets" tickets={tickets} selection={selection} unavailable={(ticket) => (ticket.id === 'd' ? 'Not for sale' : undefined)} />
      <button type="button" disabled={!selection.state.valid} onClick={() => onContinue?.(selection.state.chosen.map((ticket) => ticket.id))}>
        Continue
      </button>
    </>
  );
}

function renderList(locale: 'en' | 'de' = 'en', onContinue?: (ids: string[]) => void) {
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : de}>
      <List onContinue={onContinue} />
    </IntlProvider>,
  );
}

describe('TicketSelectionList', () => {
  it('shows the seating entries, wrapping only above 4 (spec 02 §9)', () => {
    renderList();
    const [four, six] = screen.getAllByTestId('seating-info');
    expect(within(four as HTMLElement).getAllByText(/./)).toHaveLength(4);
    expect(four).not.toHaveAttribute('data-wrap');
    expect(six).toHaveAttribute('data-wrap');
    expect(screen.getByRole('checkbox', { name: 'Seated Stalls Block A Row 4 Seat 13 Gate B Limited view' })).toBeInTheDocument();
    // Without seating info, the one-line label.
    expect(screen.getByRole('checkbox', { name: 'Exhibition entry' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Exhibition entry' })).toHaveAccessibleDescription('Not for sale');
  });

  it('speaks German', () => {
    renderList('de');
    expect(screen.getByRole('checkbox', { name: 'Seated Stalls Block A Reihe 4 Platz 13 Eingang B Eingeschränkte Sicht' })).toBeInTheDocument();
  });

  it('disables the other seating kind once a seat is chosen and hands over only a valid group', async () => {
    const user = userEvent.setup();
    const chosen: string[][] = [];
    renderList('en', (ids) => chosen.push(ids));
    await user.click(screen.getByRole('checkbox', { name: /Seat 12$/ }));
    expect(screen.getByRole('checkbox', { name: 'Standing Floor' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(chosen).toEqual([['a']]);
  });
});
