// @vitest-environment jsdom
import { describe, it, expect, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TryAgainAlert } from '../../components/checkout/step2/TryAgainAlert.tsx';
import { renderWithProviders } from './step2-support.tsx';

describe('TryAgainAlert', () => {
  it('says the read failed and reads again on Try again', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<TryAgainAlert onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while fetching the data');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('speaks German', () => {
    renderWithProviders(<TryAgainAlert onRetry={() => undefined} />, { locale: 'de' });
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
