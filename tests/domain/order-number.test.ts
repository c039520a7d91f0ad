import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderNumber } from '../../lib/domain/order-number.ts';

describe('orderNumber (ADR 0022)', () => {
  it.each([
    ['tx_alex_001', 'tx_alex_002'],
    ['tx_Ab3-_xyz12', 'tx_Ab3-_xyz13'],
  ])('differs between neighbouring ids %s and %s', (a, b) => {
    expect(orderNumber(a)).not.toBe(orderNumber(b));
  });

  it('is stable for the same id (the sandbox and the storefront agree)', () => {
    expect(orderNumber('tx_alex_001')).toBe(orderNumber('tx_alex_001'));
  });

  it('is two groups of four Crockford base32 characters, never I, L, O or U, whatever the id', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (tid) => {
        expect(orderNumber(tid)).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      }),
    );
  });

  it('does not show the internal id', () => {
    expect(orderNumber('tx_alex_001')).not.toContain('alex');
  });
});
