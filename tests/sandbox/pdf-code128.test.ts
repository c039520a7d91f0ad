import { describe, expect, it } from 'vitest';
import { barRects, code128Modules } from '../../lib/sandbox/pdf/code128.ts';
import { START, STOP_MODULES, modulesOf, readCode128 } from './support/code128-decode.ts';

/** The e-ticket's CODE128 module patterns, checked against an independent reading of the symbology. */

describe('code128Modules', () => {
  // Worked by hand from the symbol table: start, data, checksum (start + Σ position × value, mod 103), stop.
  it.each([
    {
      value: 'A',
      why: 'set B: A is 33; checksum (104 + 33) mod 103 = 34',
      symbols: ['211214', '111323', '131123'],
    },
    {
      value: '12',
      why: 'set C: the pair 12 is one symbol; checksum (105 + 12) mod 103 = 14',
      symbols: ['211232', '112232', '122231'],
    },
    {
      value: '1234',
      why: 'set C: 12 and 34; checksum (105 + 12 + 2 × 34) mod 103 = 82',
      symbols: ['211232', '112232', '131123', '121241'],
    },
  ])('encodes $value ($why)', ({ value, symbols }) => {
    expect(code128Modules(value)).toBe(symbols.map(modulesOf).join('') + STOP_MODULES);
  });

  it.each([
    { value: 'RVL092221311925867', start: START.B, why: 'the demo barcodes: letters in set B, then digit pairs in set C' },
    { value: 'KHL000000000012345', start: START.B, why: 'leading zeros survive the pairs' },
    { value: '2030011512', start: START.C, why: 'all digits: set C from the start' },
    { value: 'Ticket-7 (A/B)', start: START.B, why: 'punctuation and lower case in set B' },
    { value: '12345X', start: START.C, why: 'pairs first, then a switch of code set for the rest' },
  ])('reads back $value: start, checksum and stop are right ($why)', ({ value, start }) => {
    const modules = code128Modules(value);
    if (!modules) throw new Error(`${value} was not encoded`);
    const read = readCode128(modules);
    expect(read.start).toBe(start);
    expect(read.checksumValid).toBe(true);
    expect(read.text).toBe(value);
    expect(modules.startsWith('1')).toBe(true);
    expect(modules.endsWith(STOP_MODULES)).toBe(true);
  });

  it.each(['', 'Jörg', 'tab\there', '🎫'])('refuses %j, which is not printable ASCII', (value) => {
    expect(code128Modules(value)).toBeNull();
  });
});

describe('barRects', () => {
  it('draws one rectangle per run of dark modules, at the module grid', () => {
    const rects = barRects('1101100111', { x: 10, y: 20, moduleWidth: 1.5, height: 50 });
    expect(rects.map(({ x, width }) => [x, width])).toEqual([
      [10, 3],
      [14.5, 3],
      [20.5, 4.5],
    ]);
    expect(rects.every((rect) => rect.y === 20 && rect.height === 50 && rect.fill === '#000000')).toBe(true);
  });
});
