// @vitest-environment jsdom
import { describe, it, expect, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SlotPicker, type SlotPickerProps } from '../../components/checkout/step1/SlotPicker.tsx';
import type { SlotOption } from '../../components/checkout/step1/view-model.ts';
import { renderStep1Part } from './step1-support.tsx';

const slot = (id: string, day: string, dayLabel: string, timeLabel: string, volume?: number): SlotOption => ({ id, day, dayLabel, timeLabel, startTime: `${day}T10:00:00Z`, volume });

const slots = [
  slot('slot_d1_h10', '2030-01-11', 'Friday, 11 January', '10:00 – 11:00', 20),
  slot('slot_d1_h12', '2030-01-11', 'Friday, 11 January', '12:00 – 13:00', 2),
  slot('slot_d2_h10', '2030-01-12', 'Saturday, 12 January', '10:00 – 11:00', 0),
  slot('slot_d2_h12', '2030-01-12', 'Saturday, 12 January', '12:00 – 13:00'),
];

function renderSlots(props: Partial<SlotPickerProps> = {}) {
  const onChange = vi.fn();
  const view = renderStep1Part(<SlotPicker slots={slots} value={undefined} onChange={onChange} remaining={(option) => option.volume} needed={3} {...props} />);
  return { ...view, onChange };
}

describe('SlotPicker', () => {
  it('offers the slots as one radio group, grouped by day', () => {
    renderSlots();
    const group = screen.getByRole('group', { name: 'Time slot' });
    expect(within(group).getAllByRole('group')).toHaveLength(2);
    expect(within(within(group).getByRole('group', { name: 'Friday, 11 January' })).getAllByRole('radio')).toHaveLength(2);
    expect(within(within(group).getByRole('group', { name: 'Saturday, 12 January' })).getAllByRole('radio')).toHaveLength(2);
  });

  it('disables a slot with fewer places left than the picked tickets need, and says how many are left', () => {
    renderSlots();
    const radios = screen.getAllByRole('radio');
    expect(radios[0]).toBeEnabled();
    expect(radios[1]).toBeDisabled();
    expect(screen.getByText('(only 2 left)')).toBeInTheDocument();
    expect(radios[2]).toBeDisabled();
    expect(screen.getByText('(full)')).toBeInTheDocument();
    // No known volume: never full.
    expect(radios[3]).toBeEnabled();
  });

  it('reports the picked slot and shows the chosen one checked', async () => {
    const { user, onChange, rerender } = renderSlots();
    await user.click(screen.getAllByRole('radio')[0] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith('slot_d1_h10');
    rerender(<SlotPicker slots={slots} value="slot_d1_h10" onChange={onChange} remaining={(option) => option.volume} needed={3} />);
    expect(screen.getAllByRole('radio')[0]).toBeChecked();
  });

  it('describes the group with its error', () => {
    renderSlots({ errorId: 'checkout.step1.error.pickSlot' });
    const group = screen.getByRole('group', { name: 'Time slot' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Pick a time slot for your tickets.');
  });

  it('lets nothing be picked when disabled', () => {
    renderSlots({ disabled: true });
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
