// @vitest-environment jsdom
import { beforeEach, describe, it, expect } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { emptyDetails, type DetailsFormValues } from '../../components/checkout/step2/details-values.ts';
import { useDetailsAutosave } from '../../components/checkout/step2/useDetailsAutosave.ts';
import { clearDetails, saveDetails } from '../../components/checkout/step2/details-storage.ts';

const stored = () => JSON.parse(window.sessionStorage.getItem('checkout-details:chk_autosave') ?? 'null') as Partial<DetailsFormValues> | null;

function renderAutosave() {
  return renderHook(() => {
    const form = useForm<DetailsFormValues, unknown, unknown>({ defaultValues: emptyDetails({ country: 'GB', phoneCountry: 'GB', extraFields: [] }) });
    useDetailsAutosave(form, 'riverside-live', 'chk_autosave');
    return form;
  });
}

describe('useDetailsAutosave', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps the values shortly after a change, without the password', async () => {
    const { result } = renderAutosave();
    act(() => {
      result.current.setValue('prename', 'Ada');
      result.current.setValue('password', 'secret-password');
    });
    expect(stored()).toBeNull();
    await waitFor(() => expect(stored()).toMatchObject({ prename: 'Ada', password: '' }));
    expect(window.sessionStorage.getItem('checkout-details:last:riverside-live')).toBe('chk_autosave');
  });

  it('keeps them at once when the page is hidden', () => {
    const { result } = renderAutosave();
    act(() => result.current.setValue('city', 'London'));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(stored()).toMatchObject({ city: 'London' });
  });

  it('never brings back the details of a completed checkout, even from a save still scheduled', () => {
    const { result } = renderAutosave();
    act(() => result.current.setValue('city', 'London'));
    clearDetails('riverside-live', 'chk_autosave');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    saveDetails('riverside-live', 'chk_autosave', result.current.getValues());
    expect(stored()).toBeNull();
  });
});
