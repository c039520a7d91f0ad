import { describe, expect, it } from 'vitest';
import { netTotals, type NetLine } from '../../lib/domain/net-totals.ts';
import { sumMoney } from '../../lib/domain/money.ts';

describe('netTotals (issue 15: net display adds up to the gross total)', () => {
  it.each<[string, NetLine[], number, { rate: number; amount: number }[]]>([
    // kulturhaus-lindenau, 2 × Gast at 63.03 net, 19 %: gross 150.01 (the bug showed the gross total as net)
    ['two guests at 19 %', [{ total: 126.06, taxRate: 0.19 }], 126.06, [{ rate: 0.19, amount: 23.95 }]],
    ['two rates, lowest first', [{ total: 10, taxRate: 0.19 }, { total: 20, taxRate: 0.07 }], 30, [{ rate: 0.07, amount: 1.4 }, { rate: 0.19, amount: 1.9 }]],
    ['rounded per line, as the ticketing side rounds', [{ total: 0.05, taxRate: 0.19 }, { total: 0.05, taxRate: 0.19 }], 0.1, [{ rate: 0.19, amount: 0.02 }]],
    ['a line without a rate adds no tax', [{ total: 12.6 }, { total: 5, taxRate: 0 }], 17.6, []],
    ['no lines', [], 0, []],
  ])('%s', (_name, lines, netSubtotal, taxes) => {
    const totals = netTotals(lines);
    expect(totals.netSubtotal).toBe(netSubtotal);
    expect(totals.taxes).toEqual(taxes);
    expect(totals.taxTotal).toBe(sumMoney(taxes.map((tax) => tax.amount)));
  });

  it('adds up with the fees to the total the sandbox charges (162.61 at kulturhaus-lindenau)', () => {
    const { netSubtotal, taxTotal } = netTotals([{ total: 126.06, taxRate: 0.19 }]);
    expect(sumMoney([netSubtotal, taxTotal, 12.6])).toBe(162.61);
  });
});
