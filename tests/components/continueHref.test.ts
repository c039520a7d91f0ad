import { describe, expect, it } from 'vitest';
import { continueHref } from '../../components/checkout/step2/usePayFlow.ts';

describe("continueHref: where a paid ticket-action checkout goes on to", () => {
  it.each<[string, string | undefined]>([
    ['?step=2&continueTo=%2Ftransaction%2Ftx_1%2Fsec_1', '/transaction/tx_1/sec_1'],
    ['?step=2', undefined],
    ['?continueTo=https%3A%2F%2Fevil.example%2Ftransaction%2Fx', undefined],
    ['?continueTo=%2F%2Fevil.example%2Ftransaction%2Fx', undefined],
    ['?continueTo=%2Faccount%2Ftickets', undefined],
    ['?continueTo=%2Ftransaction%2Fx%0A', undefined],
  ])('%s → %s', (search, expected) => {
    expect(continueHref(search)).toBe(expected);
  });
});
