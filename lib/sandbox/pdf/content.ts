import { type FontStyle, winAnsiWidth } from './helvetica-widths.ts';
import { pdfLiteral, toWinAnsi } from './win-ansi.ts';

/**
 * A page's drawing operations and the content stream they become. Coordinates are PDF points from
 * the page's bottom-left corner; colours are '#rrggbb' (or '#rgb').
 */

export const PAGE_WIDTH = 595;
export const PAGE_HEIGHT = 842;

export interface TextOp {
  op: 'text';
  text: string;
  x: number;
  /** The baseline. */
  y: number;
  size: number;
  style?: FontStyle;
  color?: string;
  /** Which point of the text `x` names: its start (default), centre or end. */
  align?: 'left' | 'center' | 'right';
}

export interface RectOp {
  op: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  /** Rounds the corners by this many points. */
  radius?: number;
  fill?: string;
  stroke?: string;
  lineWidth?: number;
}

export interface LineOp {
  op: 'line';
  from: readonly [number, number];
  to: readonly [number, number];
  color?: string;
  width?: number;
}

export type DrawOp = TextOp | RectOp | LineOp;

export interface PdfPage {
  ops: readonly DrawOp[];
}

const FONT_RESOURCE: Record<FontStyle, string> = { regular: 'F1', bold: 'F2' };
const BLACK = '#000000';
// A quarter circle as a cubic Bézier: control points this far along the tangents, times the radius.
const KAPPA = 0.5523;

/** Two decimals at most, never exponent notation: content streams want plain numbers. */
const num = (value: number) => String(Math.round(value * 100) / 100 || 0);

function rgb(hex: string): string {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  const digits = match?.[1] ? (match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1]) : '000000';
  return [0, 2, 4].map((offset) => num(parseInt(digits.slice(offset, offset + 2), 16) / 255)).join(' ');
}

/** Width in points of `text` as drawn (after the writer's WinAnsi conversion). */
export function textWidth(text: string, size: number, style: FontStyle = 'regular'): number {
  return winAnsiWidth(toWinAnsi(text), style, size);
}

function textOps(op: TextOp): string {
  const style = op.style ?? 'regular';
  const width = op.align && op.align !== 'left' ? textWidth(op.text, op.size, style) : 0;
  const x = op.align === 'center' ? op.x - width / 2 : op.align === 'right' ? op.x - width : op.x;
  return `BT /${FONT_RESOURCE[style]} ${num(op.size)} Tf ${rgb(op.color ?? BLACK)} rg ${num(x)} ${num(op.y)} Td ${pdfLiteral(op.text)} Tj ET`;
}

function roundedPath({ x, y, width, height, radius = 0 }: RectOp): string {
  const r = Math.min(radius, width / 2, height / 2);
  if (r <= 0) return `${num(x)} ${num(y)} ${num(width)} ${num(height)} re`;
  const k = r * KAPPA;
  const right = x + width;
  const top = y + height;
  const p = (...values: number[]) => values.map(num).join(' ');
  return [
    `${p(x + r, y)} m`,
    `${p(right - r, y)} l`,
    `${p(right - r + k, y, right, y + r - k, right, y + r)} c`,
    `${p(right, top - r)} l`,
    `${p(right, top - r + k, right - r + k, top, right - r, top)} c`,
    `${p(x + r, top)} l`,
    `${p(x + r - k, top, x, top - r + k, x, top - r)} c`,
    `${p(x, y + r)} l`,
    `${p(x, y + r - k, x + r - k, y, x + r, y)} c`,
    'h',
  ].join(' ');
}

function rectOps(op: RectOp): string {
  const paint = op.fill && op.stroke ? 'B' : op.fill ? 'f' : op.stroke ? 'S' : 'n';
  const colours = [op.fill ? `${rgb(op.fill)} rg` : '', op.stroke ? `${rgb(op.stroke)} RG ${num(op.lineWidth ?? 1)} w` : ''].filter(Boolean).join(' ');
  return `${colours} ${roundedPath(op)} ${paint}`.trim();
}

function lineOps(op: LineOp): string {
  return `${rgb(op.color ?? BLACK)} RG ${num(op.width ?? 1)} w ${num(op.from[0])} ${num(op.from[1])} m ${num(op.to[0])} ${num(op.to[1])} l S`;
}

/** The page's content stream; every operation is one line of it. */
export function contentStream(page: PdfPage): string {
  return page.ops.map((op) => (op.op === 'text' ? textOps(op) : op.op === 'rect' ? rectOps(op) : lineOps(op))).join('\n');
}
