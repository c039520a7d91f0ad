/**
 * An independent CODE128 reader for tests: the symbol table as bar/space widths (ISO/IEC 15417),
 * written out here rather than taken from the encoder under test, so a wrong pattern, start code,
 * checksum or stop code shows up as a failed read.
 */

// Symbol values 0-105, each as six widths bar, space, bar, space, bar, space (11 modules).
const WIDTHS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232',
] as const;
const STOP_WIDTHS = '2331112';

export const START = { A: 103, B: 104, C: 105 } as const;

/** Widths to modules: bars '1', spaces '0', alternating from a bar. */
export const modulesOf = (widths: string) => [...widths].map((width, index) => (index % 2 === 0 ? '1' : '0').repeat(Number(width))).join('');
export const STOP_MODULES = modulesOf(STOP_WIDTHS);

const VALUE_BY_MODULES = new Map(WIDTHS.map((widths, value) => [modulesOf(widths), value]));

export interface Code128Read {
  start: number;
  /** Data symbol values, without start, checksum and stop. */
  data: number[];
  checksum: number;
  checksumValid: boolean;
  text: string;
}

/** Reads a module string ('1' dark, '0' light) from start to stop symbol; throws on anything malformed. */
export function readCode128(modules: string): Code128Read {
  if (!modules.endsWith(STOP_MODULES)) throw new Error('no stop symbol at the end');
  const body = modules.slice(0, -STOP_MODULES.length);
  if (body.length % 11 !== 0) throw new Error(`symbols are 11 modules wide; ${body.length} modules left before the stop`);
  const values = (body.match(/.{11}/g) ?? []).map((symbol) => {
    const value = VALUE_BY_MODULES.get(symbol);
    if (value === undefined) throw new Error(`not a CODE128 symbol: ${symbol}`);
    return value;
  });
  const [start, ...rest] = values;
  const checksum = rest.pop();
  if (start === undefined || checksum === undefined || start < START.A) throw new Error('no start symbol');
  const weighted = rest.reduce((sum, value, index) => sum + value * (index + 1), start);
  return { start, data: rest, checksum, checksumValid: weighted % 103 === checksum, text: interpret(start, rest) };
}

type CodeSet = 'A' | 'B' | 'C';

/** The text the data symbols carry, following code-set switches (99 C, 100 B, 101 A) and shift (98). */
function interpret(start: number, data: readonly number[]): string {
  let set: CodeSet = start === START.A ? 'A' : start === START.B ? 'B' : 'C';
  let shifted = false;
  let text = '';
  for (const value of data) {
    const current: CodeSet = shifted ? (set === 'A' ? 'B' : 'A') : set;
    shifted = false;
    if (current === 'C') {
      if (value < 100) text += String(value).padStart(2, '0');
      else if (value === 100) set = 'B';
      else if (value === 101) set = 'A';
      continue;
    }
    if (value < 96) {
      text += String.fromCharCode(current === 'B' ? value + 32 : value < 64 ? value + 32 : value - 64);
    } else if (value === 98) shifted = true;
    else if (value === 99) set = 'C';
    else if (value === 100 && current === 'A') set = 'B';
    else if (value === 101 && current === 'B') set = 'A';
  }
  return text;
}
