import { CODE128 } from 'jsbarcode/bin/barcodes/CODE128/index.js';
import type { RectOp } from './content.ts';

/**
 * CODE128 (spec 02 §2: the ticket's barcode format) as vector bars. The module pattern comes from
 * jsbarcode, the encoder the ticket card uses on screen; drawing it as filled rectangles keeps the
 * edges sharp at any zoom or print resolution, as a scanner needs them.
 */

/** The light margin a reader needs on each side, in modules (ISO/IEC 15417 asks for 10). */
export const QUIET_ZONE_MODULES = 10;

/**
 * '1' for a dark module and '0' for a light one, start to stop symbol; null for a value that is not
 * printable ASCII. CODE128 could carry control codes too, but the value is also printed under the
 * bars, and jsbarcode would read a leading Latin-1 character as its own code-set switch.
 */
export function code128Modules(value: string): string | null {
  if (!/^[\x20-\x7e]+$/.test(value)) return null;
  const symbol = new CODE128(value, {});
  try {
    return symbol.encode().data;
  } catch {
    return null;
  }
}

/** One filled rectangle per bar (a run of dark modules), from `x` at the left of the first module. */
export function barRects(modules: string, input: { x: number; y: number; moduleWidth: number; height: number; color?: string }): RectOp[] {
  const rects: RectOp[] = [];
  for (const run of modules.matchAll(/1+/g)) {
    rects.push({ op: 'rect', x: input.x + run.index * input.moduleWidth, y: input.y, width: run[0].length * input.moduleWidth, height: input.height, fill: input.color ?? '#000000' });
  }
  return rects;
}
