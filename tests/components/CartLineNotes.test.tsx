// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CartLineItem } from '../../components/cart/CartLineItem.tsx';
import type { CartLine } from '../../lib/ticketing/schemas/checkout.ts';
import { renderStep1Part } from './step1-support.tsx';

/** Cart lines posted as hard tickets, and lines of a package (bought whole: no Remove of their own). */

const noop = () => undefined;
const renderLine = (line: CartLine, locale: 'en' | 'de' = 'en') =>
  renderStep1Part(
    <ul>
      <CartLineItem line={line} currency="GBP" timeZone="Europe/London" confirming={false} busy={false} locked={false} onRemove={noop} onConfirm={noop} onKeep={noop} />
    </ul>,
    locale,
  );

describe('CartLineItem notes', () => {
  it('says a line comes as a hard ticket by post, and keeps its Remove', () => {
    renderLine({ _id: 'line_1', type: 'ticket', name: 'Standing', amount: 2, price: 28, asHardTicket: true });
    const row = screen.getByText('2 × Standing').closest('li') as HTMLElement;
    expect(within(row).getByText('Hard ticket by post')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Remove/ })).toBeInTheDocument();
  });

  it('names the package a line belongs to, without a Remove of its own', () => {
    renderLine({ _id: 'line_2', type: 'ticket', name: 'Seat', amount: 1, price: 15.65, packageInfo: { packageId: 'pkg_1', packageConfigId: 'pkc_double', name: 'Double Bill for Two' } });
    const row = screen.getByText('1 × Seat').closest('li') as HTMLElement;
    expect(within(row).getByText('Part of Double Bill for Two')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says nothing more of a plain e-ticket line, and speaks German', () => {
    renderLine({ _id: 'line_3', type: 'ticket', name: 'Standing', amount: 1, price: 28 });
    expect(screen.queryByText(/by post|Part of/)).not.toBeInTheDocument();
    renderLine({ _id: 'line_4', type: 'ticket', name: 'Stehplatz', amount: 1, price: 28, asHardTicket: true }, 'de');
    expect(screen.getByText('Hardticket per Post')).toBeInTheDocument();
  });
});
