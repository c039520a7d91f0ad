import { readableTextOn } from '../../theme/contrast.ts';
import { PAGE_HEIGHT, PAGE_WIDTH, type DrawOp, type PdfPage } from './content.ts';
import { QUIET_ZONE_MODULES, barRects, code128Modules } from './code128.ts';
import { clampLines, wrapText } from './text-wrap.ts';

/**
 * The layout of one e-ticket page (A4): a header band in the seller's colour with its logo mark,
 * the event, date and venue, the ticket's facts in a grid, the barcode (or when it comes) and the
 * seller's terms at the foot. It places texts it is given; what they say, and in which language,
 * is the ticket service's business.
 */

export interface TicketFact {
  label: string;
  value: string;
}

export interface TicketSheet {
  seller: { name: string; initials: string; color: string };
  /** Under the seller's name, e.g. "E-Ticket". */
  kind: string;
  event: string;
  when: string;
  venue?: { name: string; address?: string | undefined } | undefined;
  /** Rows of the grid; a row's facts share the width. */
  facts: readonly (readonly TicketFact[])[];
  /** The barcode's value, or a notice saying when it will be available; `caption` heads the box. */
  code: { caption: string } & ({ value: string } | { notice: string });
  terms: { heading: string; text: string };
  footer: string;
}

const MARGIN = 40;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BAND_HEIGHT = 92;
const BAND_BOTTOM = PAGE_HEIGHT - BAND_HEIGHT;
const INK = '#111111';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const WHITE = '#ffffff';
/** Helvetica's capital height in ems: centres initials in the mark. */
const CAP_HEIGHT = 0.718;

const BAR_HEIGHT = 64;
/** Wide enough for phone cameras and print, narrow enough that a long value still fits the page. */
const PREFERRED_MODULE_WIDTH = 1.2;
const BOX_HEIGHT = 150;
const BOX_PADDING = 16;

function header(sheet: TicketSheet): DrawOp[] {
  const { color, initials, name } = sheet.seller;
  const onColor = readableTextOn(color);
  const mark = { x: MARGIN, y: BAND_BOTTOM + 16, size: 60 };
  const nameX = mark.x + mark.size + 16;
  const nameFont = { maxWidth: PAGE_WIDTH - MARGIN - nameX, size: 20, style: 'bold' as const };
  const [nameLine = ''] = clampLines(wrapText(name, nameFont), 1, nameFont);
  return [
    { op: 'rect', x: 0, y: BAND_BOTTOM, width: PAGE_WIDTH, height: BAND_HEIGHT, fill: color },
    // The demo logos are a rounded square in the accent colour with white initials; a white rim
    // keeps that mark visible on a band of the same colour. (The service passes a colour white text
    // reads on; another one gets dark initials and name.)
    { op: 'rect', x: mark.x, y: mark.y, width: mark.size, height: mark.size, radius: 14, fill: WHITE },
    { op: 'rect', x: mark.x + 3, y: mark.y + 3, width: mark.size - 6, height: mark.size - 6, radius: 11, fill: color },
    { op: 'text', text: initials, x: mark.x + mark.size / 2, y: mark.y + mark.size / 2 - (22 * CAP_HEIGHT) / 2, size: 22, style: 'bold', color: onColor, align: 'center' },
    { op: 'text', text: nameLine, x: nameX, y: BAND_BOTTOM + 50, size: 20, style: 'bold', color: onColor },
    { op: 'text', text: sheet.kind, x: nameX, y: BAND_BOTTOM + 31, size: 11, color: onColor },
  ];
}

/** The event, its date and venue from `top` down; answers the ops and where they end. */
function eventBlock(sheet: TicketSheet, top: number): { ops: DrawOp[]; bottom: number } {
  const ops: DrawOp[] = [];
  let y = top;
  const titleFont = { maxWidth: CONTENT_WIDTH, size: 26, style: 'bold' as const };
  clampLines(wrapText(sheet.event, titleFont), 3, titleFont).forEach((line, index) => {
    if (index > 0) y -= 31;
    ops.push({ op: 'text', text: line, x: MARGIN, y, size: 26, style: 'bold', color: INK });
  });
  y -= 24;
  ops.push({ op: 'text', text: sheet.when, x: MARGIN, y, size: 13, color: INK });
  if (sheet.venue) {
    y -= 19;
    ops.push({ op: 'text', text: sheet.venue.name, x: MARGIN, y, size: 11.5, style: 'bold', color: INK });
    if (sheet.venue.address) {
      y -= 15;
      ops.push({ op: 'text', text: sheet.venue.address, x: MARGIN, y, size: 11, color: MUTED });
    }
  }
  return { ops, bottom: y };
}

function factGrid(rows: TicketSheet['facts'], top: number): { ops: DrawOp[]; bottom: number } {
  const ops: DrawOp[] = [];
  let y = top;
  for (const row of rows.filter((facts) => facts.length > 0)) {
    y -= 22;
    const column = CONTENT_WIDTH / row.length;
    const valueFont = { maxWidth: column - 12, size: 12.5, style: 'bold' as const };
    let tallest = 1;
    row.forEach((fact, index) => {
      const x = MARGIN + index * column;
      ops.push({ op: 'text', text: fact.label.toUpperCase(), x, y, size: 8.5, color: MUTED });
      const lines = clampLines(wrapText(fact.value, valueFont), 2, valueFont);
      lines.forEach((line, lineIndex) => ops.push({ op: 'text', text: line, x, y: y - 16 - lineIndex * 15, size: 12.5, style: 'bold', color: INK }));
      tallest = Math.max(tallest, lines.length);
    });
    y -= 16 + (tallest - 1) * 15;
  }
  return { ops, bottom: y };
}

/**
 * The barcode box: the bars centred with at least QUIET_ZONE_MODULES of white either side (the box's
 * rim is further out still) and the value under them; or the notice when the code is not out yet.
 */
function codeBox(code: TicketSheet['code'], top: number): DrawOp[] {
  const bottom = top - BOX_HEIGHT;
  const centre = PAGE_WIDTH / 2;
  const ops: DrawOp[] = [
    { op: 'rect', x: MARGIN, y: bottom, width: CONTENT_WIDTH, height: BOX_HEIGHT, radius: 8, fill: WHITE, stroke: RULE, lineWidth: 1 },
    { op: 'text', text: code.caption, x: centre, y: top - 22, size: 10, style: 'bold', color: MUTED, align: 'center' },
  ];
  const modules = 'value' in code ? code128Modules(code.value) : null;
  if ('value' in code && modules) {
    const moduleWidth = Math.min(PREFERRED_MODULE_WIDTH, (CONTENT_WIDTH - 2 * BOX_PADDING) / (modules.length + 2 * QUIET_ZONE_MODULES));
    const barsBottom = top - 36 - BAR_HEIGHT;
    ops.push(...barRects(modules, { x: centre - (modules.length * moduleWidth) / 2, y: barsBottom, moduleWidth, height: BAR_HEIGHT, color: '#000000' }));
    ops.push({ op: 'text', text: code.value, x: centre, y: barsBottom - 18, size: 12, color: INK, align: 'center' });
    return ops;
  }
  // No bars: the notice, or a value CODE128 cannot carry, which the gate can still type in.
  const font = { maxWidth: CONTENT_WIDTH - 2 * BOX_PADDING, size: 12 };
  const lines = clampLines(wrapText('value' in code ? code.value : code.notice, font), 4, font);
  const first = top - 36 - (BAR_HEIGHT - lines.length * 16) / 2 - 12;
  lines.forEach((line, index) => ops.push({ op: 'text', text: line, x: centre, y: first - index * 16, size: 12, color: INK, align: 'center' }));
  return ops;
}

/** Terms and footer, laid out from the page's foot upwards. */
function foot(sheet: TicketSheet): DrawOp[] {
  const font = { maxWidth: CONTENT_WIDTH, size: 8.5 };
  const lines = clampLines(wrapText(sheet.terms.text, font), 8, font);
  const ops: DrawOp[] = [{ op: 'text', text: sheet.footer, x: MARGIN, y: 26, size: 7.5, color: MUTED }];
  let y = 46 + (lines.length - 1) * 11;
  const headingY = y + 14;
  ops.push({ op: 'line', from: [MARGIN, headingY + 14], to: [PAGE_WIDTH - MARGIN, headingY + 14], color: RULE, width: 0.75 });
  ops.push({ op: 'text', text: sheet.terms.heading, x: MARGIN, y: headingY, size: 8.5, style: 'bold', color: MUTED });
  for (const line of lines) {
    ops.push({ op: 'text', text: line, x: MARGIN, y, size: 8.5, color: MUTED });
    y -= 11;
  }
  return ops;
}

export function ticketPage(sheet: TicketSheet): PdfPage {
  const event = eventBlock(sheet, BAND_BOTTOM - 48);
  const ruleY = event.bottom - 22;
  const grid = factGrid(sheet.facts, ruleY - 4);
  return {
    ops: [
      ...header(sheet),
      ...event.ops,
      { op: 'line', from: [MARGIN, ruleY], to: [PAGE_WIDTH - MARGIN, ruleY], color: RULE, width: 0.75 },
      ...grid.ops,
      ...codeBox(sheet.code, grid.bottom - 28),
      ...foot(sheet),
    ],
  };
}
