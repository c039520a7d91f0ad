import type { ChartArea, ChartBlock, ChartCategory, ChartRow, ChartSeat, ChartSection, HeldItem, OwnHold, SeatHoldAnswer, SeatMapHeaders, SeatMapStatus, VenueChart } from '../contract.ts';
import type { SeatMapController, SeatMapGlobal, SeatMapMetrics, SeatMapMountOptions, SeatMapRefusal, SeatMapSeatState } from '../widget-api.ts';

/*
 * The seat-map widget that the seat-map service serves at `{host}/js/init.js` (spec 02 §2 "Seat
 * map", issue 14, docs/adr/0031-seat-map-service.md). It installs `window.SeatMap` as
 * lib/seat-map/widget-api.ts describes: a page mounts it into an element and gets a controller.
 *
 * It is served as a classic script by stripping the types (Node's stripTypeScriptTypes), so this
 * file keeps to erasable TypeScript, imports types only, and wraps everything in one function. No
 * storefront code and no texts of its own: every word comes from `options.labels`.
 *
 * Speed matters (the demo hall has 5,676 seats): the chart is one SVG string parsed once, seats
 * change by classes on the seats that changed, and events are delegated to the chart.
 */

(function installSeatMapWidget(): void {
  'use strict';
  if (typeof window === 'undefined' || window.SeatMap) return;

  const VERSION = '1.0.0';
  const STYLE_ID = 'sm-style';
  const SVG_NS = 'http://www.w3.org/2000/svg';
  const DEFAULT_POLL_MS = 5000;
  const MAX_POLL_MS = 60_000;
  /** A pointer that moves further than this before it is lifted pans instead of choosing. */
  const DRAG_THRESHOLD_PX = 5;
  const ZOOM_STEP = 1.5;
  /** The view-from-seat picture is shown this wide at most (spec 02 §2). */
  const VIEW_WIDTH = 816;
  /** setTimeout's longest delay; a later expiry is checked again when it fires. */
  const LONGEST_TIMEOUT_MS = 2_147_483_647;

  const metrics: SeatMapMetrics = { firstDrawMs: null, mountedAt: null };
  let mounts = 0;

  // ---------------------------------------------------------------------------------------------
  // Texts

  const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

  /** Fills `{name}` placeholders; one the values lack is left out rather than shown raw. */
  function fill(template: string, values: Readonly<Record<string, string | number>>): string {
    return template.replace(/\{(\w+)\}/g, (_match, key: string) => (Object.hasOwn(values, key) ? String(values[key] ?? '') : ''));
  }

  /** A state added to a name: joined with a comma unless the text brings its own punctuation. */
  const withSuffix = (name: string, suffix: string): string => (suffix === '' ? name : /^[\s\p{P}]/u.test(suffix) ? `${name}${suffix}` : `${name}, ${suffix}`);

  function moneyFormat(locale: string, currency: string): (amount: number) => string {
    try {
      const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
      return (amount) => format.format(amount);
    } catch {
      return (amount) => `${amount.toFixed(2)} ${currency}`;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // The orphan-seat rule: the same semantics as lib/domain/orphan-seats.ts (the service checks it
  // again), so that a choice the service would refuse is refused here without a call.

  interface OrphanSettings {
    minimumSeatDistance: number;
    edgeOrphaning: boolean;
  }

  /** Positions of the free seats of one row that the chosen seats would strand, left to right. */
  function orphanedSeatsInRow(row: readonly SeatMapSeatState[], settings: OrphanSettings): number[] {
    const orphans: number[] = [];
    let start = 0;
    while (start < row.length) {
      if (row[start] !== 'free') {
        start += 1;
        continue;
      }
      let end = start;
      while (end + 1 < row.length && row[end + 1] === 'free') end += 1;
      const before = row[start - 1];
      const after = row[end + 1];
      const atEdge = before === undefined || after === undefined;
      const boundedByChoice = before === 'chosen' || after === 'chosen';
      if (boundedByChoice && end - start + 1 < settings.minimumSeatDistance && (settings.edgeOrphaning || !atEdge)) {
        for (let index = start; index <= end; index += 1) orphans.push(index);
      }
      start = end + 1;
    }
    return orphans;
  }

  // ---------------------------------------------------------------------------------------------
  // The chart as the widget walks it

  interface SectionNode {
    section: ChartSection;
    position: number;
    blocks: BlockNode[];
    hidden: boolean;
  }

  interface BlockNode {
    block: ChartBlock;
    section: SectionNode;
    /** Position in its section, and in the whole chart. */
    position: number;
    index: number;
    rows: RowNode[];
  }

  interface RowNode {
    row: ChartRow;
    block: BlockNode;
    position: number;
    seats: SeatNode[];
  }

  interface SeatNode {
    seat: ChartSeat;
    row: RowNode;
    position: number;
    category: ChartCategory | undefined;
    el: Element | null;
    state: SeatMapSeatState;
  }

  interface ViewBox {
    x: number;
    y: number;
    w: number;
    h: number;
  }

  interface Model {
    chart: VenueChart;
    sections: SectionNode[];
    blocks: BlockNode[];
    rows: RowNode[];
    seats: Map<string, SeatNode>;
    radius: number;
    /** The whole chart with a margin: the view zoomed out. */
    base: ViewBox;
    /** The narrowest view: about a dozen seats across. */
    minWidth: number;
  }

  /** Seats as large as their spacing allows: a little under half the closest neighbours' distance. */
  function seatRadius(rows: readonly RowNode[]): number {
    let closest = Infinity;
    for (const row of rows) {
      for (let index = 1; index < row.seats.length; index += 1) {
        const a = row.seats[index - 1]?.seat;
        const b = row.seats[index]?.seat;
        if (!a || !b) continue;
        const distance = Math.hypot(a.x - b.x, a.y - b.y);
        if (distance > 0 && distance < closest) closest = distance;
      }
    }
    return Number.isFinite(closest) ? Math.min(Math.max(closest * 0.42, 1), 20) : 5;
  }

  function buildModel(chart: VenueChart): Model {
    const categories = new Map(chart.categories.map((category) => [category.ref, category]));
    const seats = new Map<string, SeatNode>();
    const rows: RowNode[] = [];
    const blocks: BlockNode[] = [];
    const sections = chart.sections.map((section, sectionPosition): SectionNode => {
      const sectionNode: SectionNode = { section, position: sectionPosition, blocks: [], hidden: false };
      section.blocks.forEach((block, blockPosition) => {
        const blockNode: BlockNode = { block, section: sectionNode, position: blockPosition, index: blocks.length, rows: [] };
        block.rows.forEach((row, rowPosition) => {
          const rowNode: RowNode = { row, block: blockNode, position: rowPosition, seats: [] };
          row.seats.forEach((seat, seatPosition) => {
            const node: SeatNode = { seat, row: rowNode, position: seatPosition, category: categories.get(seat.category ?? row.category), el: null, state: 'free' };
            rowNode.seats.push(node);
            seats.set(seat.id, node);
          });
          blockNode.rows.push(rowNode);
          rows.push(rowNode);
        });
        sectionNode.blocks.push(blockNode);
        blocks.push(blockNode);
      });
      return sectionNode;
    });
    const radius = seatRadius(rows);
    const pad = radius * 4;
    const base = { x: -pad, y: -pad, w: chart.width + 2 * pad, h: chart.height + 2 * pad };
    return { chart, sections, blocks, rows, seats, radius, base, minWidth: Math.min(base.w, radius * 26) };
  }

  const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  const isChart = (value: unknown): value is VenueChart =>
    isRecord(value) && Array.isArray(value.sections) && Array.isArray(value.categories) && Array.isArray(value.areas) && typeof value.width === 'number' && typeof value.height === 'number' && isRecord(value.orphanRule);
  const isStatus = (value: unknown): value is SeatMapStatus =>
    isRecord(value) && Array.isArray(value.sold) && Array.isArray(value.held) && Array.isArray(value.blocked) && Array.isArray(value.areas) && Array.isArray(value.mine);
  const isHold = (value: unknown): value is SeatHoldAnswer => isRecord(value) && typeof value.seatingReservationToken === 'string' && Array.isArray(value.items);

  /** Where a ticket for the seat says the holder sits (SeatingInfo, spec 02 §3). */
  function seatingInfoOf(node: SeatNode): HeldItem['seatingInfo'] {
    const { block } = node.row.block;
    return {
      sectionName: node.row.block.section.section.name,
      ...(block.name ? { groupName: block.name } : {}),
      rowName: node.row.row.name,
      seatName: node.seat.name,
      ...(block.gate ? { gate: block.gate } : {}),
      ...(node.seat.type ? { seatType: node.seat.type } : {}),
    };
  }

  // ---------------------------------------------------------------------------------------------
  // View geometry: the chart is zoomed and panned by its viewBox, so it stays crisp at any zoom.

  function clampView(view: ViewBox, model: Model): ViewBox {
    const { base } = model;
    const w = Math.min(base.w, Math.max(model.minWidth, view.w));
    const h = (w * base.h) / base.w;
    const x = w >= base.w ? base.x : Math.min(Math.max(view.x, base.x), base.x + base.w - w);
    const y = h >= base.h ? base.y : Math.min(Math.max(view.y, base.y), base.y + base.h - h);
    return { x, y, w, h };
  }

  /** Zooms by `factor` keeping the chart point (cx, cy) where it is on screen. */
  function zoomAround(view: ViewBox, factor: number, cx: number, cy: number, model: Model): ViewBox {
    const w = Math.min(model.base.w, Math.max(model.minWidth, view.w / factor));
    const ratio = w / view.w;
    return clampView({ x: cx - (cx - view.x) * ratio, y: cy - (cy - view.y) * ratio, w, h: view.h * ratio }, model);
  }

  const centredOn = (view: ViewBox, x: number, y: number, model: Model): ViewBox => clampView({ x: x - view.w / 2, y: y - view.h / 2, w: view.w, h: view.h }, model);

  interface Fit {
    scale: number;
    left: number;
    top: number;
  }

  /** How an SVG with preserveAspectRatio "xMidYMid meet" puts `view` on its box. */
  function fitOf(rect: { left: number; top: number; width: number; height: number }, view: ViewBox): Fit {
    const scale = rect.width > 0 && rect.height > 0 ? Math.min(rect.width / view.w, rect.height / view.h) : 1;
    return { scale, left: rect.left + (rect.width - view.w * scale) / 2, top: rect.top + (rect.height - view.h * scale) / 2 };
  }

  const toChart = (fit: Fit, view: ViewBox, clientX: number, clientY: number) => ({ x: view.x + (clientX - fit.left) / fit.scale, y: view.y + (clientY - fit.top) / fit.scale });
  const viewBoxText = (view: ViewBox) => `${num(view.x)} ${num(view.y)} ${num(view.w)} ${num(view.h)}`;
  const num = (value: number) => String(Math.round(value * 100) / 100);

  // ---------------------------------------------------------------------------------------------
  // Moving along the chart by keyboard (pure: the model and which seats are shown)

  type Shown = (node: SeatNode) => boolean;

  function firstShown(seats: readonly SeatNode[], step: 1 | -1, shown: Shown): SeatNode | undefined {
    for (let index = step === 1 ? 0 : seats.length - 1; index >= 0 && index < seats.length; index += step) {
      const node = seats[index];
      if (node && shown(node)) return node;
    }
    return undefined;
  }

  /** The next seat along the row; past its end, the same row of the next block of the section. */
  function seatAlongRow(node: SeatNode, step: 1 | -1, shown: Shown): SeatNode | undefined {
    const seats = node.row.seats;
    for (let index = node.position + step; index >= 0 && index < seats.length; index += step) {
      const next = seats[index];
      if (next && shown(next)) return next;
    }
    const blocks = node.row.block.section.blocks;
    for (let index = node.row.block.position + step; index >= 0 && index < blocks.length; index += step) {
      const row = blocks[index]?.rows[node.row.position];
      const found = row ? firstShown(row.seats, step, shown) : undefined;
      if (found) return found;
    }
    return undefined;
  }

  const rowEnd = (node: SeatNode, step: 1 | -1, shown: Shown) => firstShown(node.row.seats, step === 1 ? -1 : 1, shown);

  function nearest(seats: readonly SeatNode[], from: ChartSeat, shown: Shown, byXOnly: boolean): SeatNode | undefined {
    let best: SeatNode | undefined;
    let bestScore = Infinity;
    for (const node of seats) {
      if (!shown(node)) continue;
      const dx = Math.abs(node.seat.x - from.x);
      const score = byXOnly ? dx : Math.hypot(dx, node.seat.y - from.y);
      if (score < bestScore) {
        best = node;
        bestScore = score;
      }
    }
    return best;
  }

  /** The nearest seat (by x) in the row in front (-1) or behind (+1); past the block, the next section's facing rows. */
  function seatAcrossRows(model: Model, node: SeatNode, step: 1 | -1, shown: Shown): SeatNode | undefined {
    const { rows } = node.row.block;
    for (let index = node.row.position + step; index >= 0 && index < rows.length; index += step) {
      const found = nearest(rows[index]?.seats ?? [], node.seat, shown, true);
      if (found) return found;
    }
    for (let index = node.row.block.section.position + step; index >= 0 && index < model.sections.length; index += step) {
      const section = model.sections[index];
      if (!section || section.hidden) continue;
      const facing = section.blocks.flatMap((block) => {
        const ordered = step === 1 ? block.rows : [...block.rows].reverse();
        return ordered.find((row) => row.seats.some(shown))?.seats ?? [];
      });
      const found = nearest(facing, node.seat, shown, false);
      if (found) return found;
    }
    return undefined;
  }

  // ---------------------------------------------------------------------------------------------
  // Markup

  const COLOR = /^#[0-9a-f]{3,8}$/i;
  const colorOf = (category: ChartCategory | undefined) => (category && COLOR.test(category.color) ? category.color : '#6b7280');
  const stateClass = (state: SeatMapSeatState) => (state === 'taken' ? ' sm-taken' : state === 'chosen' ? ' sm-chosen' : '');

  interface ChartTexts {
    chart: string;
    helpId: string;
    stage: string;
    selectable: boolean;
    rowLabel: (row: RowNode) => string;
    seatName: (node: SeatNode) => string;
    areaLabel: (area: ChartArea) => string;
    roving: SeatNode | undefined;
  }

  function seatMarkup(node: SeatNode, r: number, texts: ChartTexts): string {
    const { x, y, id } = node.seat;
    const attributes =
      `class="sm-seat${stateClass(node.state)}" data-seat="${escapeXml(id)}" fill="${colorOf(node.category)}" role="checkbox"` +
      ` aria-checked="${node.state === 'chosen'}" aria-label="${escapeXml(texts.seatName(node))}"` +
      (node.state === 'taken' ? ' aria-disabled="true"' : '') +
      (texts.selectable ? '' : ' aria-readonly="true"') +
      (texts.roving === node ? ' tabindex="0"' : '');
    // Wheelchair spaces are squares, so the type shows without colour.
    return node.seat.type === 'wheelchair'
      ? `<rect ${attributes} x="${num(x - r)}" y="${num(y - r)}" width="${num(2 * r)}" height="${num(2 * r)}" rx="${num(r * 0.35)}"/>`
      : `<circle ${attributes} cx="${num(x)}" cy="${num(y)}" r="${num(r)}"/>`;
  }

  const centroid = (seats: readonly SeatNode[]) => {
    const sum = seats.reduce((acc, node) => ({ x: acc.x + node.seat.x, y: acc.y + node.seat.y }), { x: 0, y: 0 });
    return { x: sum.x / Math.max(seats.length, 1), y: sum.y / Math.max(seats.length, 1) };
  };

  /** Where a block's name goes: just behind its last row, away from the front. */
  function blockLabelAt(block: BlockNode, r: number): { x: number; y: number } | undefined {
    const first = block.rows.find((row) => row.seats.length > 0);
    const last = [...block.rows].reverse().find((row) => row.seats.length > 0);
    if (!first || !last) return undefined;
    const front = centroid(first.seats);
    const back = centroid(last.seats);
    const length = Math.hypot(back.x - front.x, back.y - front.y);
    const [dx, dy] = length < 1 ? [0, 1] : [(back.x - front.x) / length, (back.y - front.y) / length];
    return { x: back.x + dx * r * 3.2, y: back.y + dy * r * 3.2 };
  }

  function areaMarkup(area: ChartArea, category: ChartCategory | undefined, label: string, r: number): string {
    const { x, y, width, height } = area.shape;
    const color = colorOf(category);
    return (
      `<g class="sm-area" data-area="${escapeXml(area.id)}" role="img" aria-label="${escapeXml(label)}">` +
      `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" rx="${num(r)}" fill="${color}" stroke="${color}"/>` +
      `<text aria-hidden="true" x="${num(x + width / 2)}" y="${num(y + height / 2)}" font-size="${num(Math.min(r * 3, height / 4))}" text-anchor="middle" dominant-baseline="central">${escapeXml(label)}</text></g>`
    );
  }

  function chartMarkup(model: Model, texts: ChartTexts): string {
    const { chart, radius: r, base } = model;
    const parts: string[] = [
      `<svg class="sm-chart" xmlns="${SVG_NS}" viewBox="${viewBoxText(base)}" preserveAspectRatio="xMidYMid meet" role="group"` +
        ` aria-label="${escapeXml(texts.chart)}" aria-describedby="${texts.helpId}" style="aspect-ratio:${num(base.w)} / ${num(base.h)}">`,
    ];
    if (chart.stage) {
      const { x, y, width, height } = chart.stage;
      parts.push(
        `<g class="sm-stage" role="img" aria-label="${escapeXml(texts.stage)}"><rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" rx="${num(r)}"/>` +
          `<text aria-hidden="true" x="${num(x + width / 2)}" y="${num(y + height / 2)}" font-size="${num(Math.min(height * 0.45, width / 8))}" text-anchor="middle" dominant-baseline="central">${escapeXml(texts.stage)}</text></g>`,
      );
    }
    const categories = new Map(chart.categories.map((category) => [category.ref, category]));
    for (const area of chart.areas) parts.push(areaMarkup(area, categories.get(area.category), texts.areaLabel(area), r));
    for (const section of model.sections) {
      parts.push(`<g class="sm-section${section.hidden ? ' sm-hidden' : ''}" data-section="${section.position}">`);
      for (const block of section.blocks) {
        parts.push('<g class="sm-block">');
        const at = blockLabelAt(block, r);
        if (at && block.block.name) {
          parts.push(`<text class="sm-block-label" aria-hidden="true" x="${num(at.x)}" y="${num(at.y)}" font-size="${num(r * 2.2)}" text-anchor="middle" dominant-baseline="central">${escapeXml(block.block.name)}</text>`);
        }
        for (const row of block.rows) {
          parts.push(`<g role="group" aria-label="${escapeXml(texts.rowLabel(row))}">`);
          for (const node of row.seats) parts.push(seatMarkup(node, r, texts));
          parts.push('</g>');
        }
        parts.push('</g>');
      }
      parts.push('</g>');
    }
    parts.push(
      `<g class="sm-marks" aria-hidden="true"></g><g class="sm-ring" aria-hidden="true" visibility="hidden">` +
        `<circle class="sm-ring-halo" r="${num(r * 1.75)}" stroke-width="${num(r * 0.55)}"/><circle class="sm-ring-line" r="${num(r * 1.75)}" stroke-width="${num(r * 0.3)}"/></g></svg>`,
    );
    return parts.join('');
  }

  /** The overview: each block as the band between its front and back rows, not every seat. */
  function minimapMarkup(model: Model, title: string): string {
    const { chart, base, radius: r } = model;
    // A convenience for pointers only (the chart itself does everything by keyboard): hidden from
    // assistive technology, its name shown as a tooltip.
    const parts = [
      `<svg class="sm-minimap" xmlns="${SVG_NS}" viewBox="${viewBoxText(base)}" preserveAspectRatio="xMidYMid meet" aria-hidden="true" focusable="false" style="aspect-ratio:${num(base.w)} / ${num(base.h)}"><title>${escapeXml(title)}</title>`,
    ];
    if (chart.stage) parts.push(`<rect class="sm-mini-stage" x="${num(chart.stage.x)}" y="${num(chart.stage.y)}" width="${num(chart.stage.width)}" height="${num(chart.stage.height)}"/>`);
    for (const area of chart.areas) parts.push(`<rect class="sm-mini-block" x="${num(area.shape.x)}" y="${num(area.shape.y)}" width="${num(area.shape.width)}" height="${num(area.shape.height)}"/>`);
    for (const block of model.blocks) {
      const rows = block.rows.filter((row) => row.seats.length > 0);
      const front = rows[0];
      const back = rows.at(-1);
      if (!front || !back) continue;
      const points = [...front.seats, ...[...back.seats].reverse()].map((node) => `${num(node.seat.x)} ${num(node.seat.y)}`);
      parts.push(`<path class="sm-mini-block" data-section="${block.section.position}" d="M${points.join('L')}Z" stroke-width="${num(r * 2.4)}"/>`);
    }
    parts.push('<rect class="sm-mini-view"/></svg>');
    return parts.join('');
  }

  const ICONS = {
    zoomIn: '<path d="M3 8h10M8 3v10"/>',
    zoomOut: '<path d="M3 8h10"/>',
    resetView: '<path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4"/>',
  };
  const iconButton = (action: string, label: string, icon: string) =>
    `<button type="button" class="sm-btn sm-icon" data-action="${action}" aria-label="${escapeXml(label)}" title="${escapeXml(label)}"><svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">${icon}</svg></button>`;

  // ---------------------------------------------------------------------------------------------
  // Styles: one <style> per document, every class prefixed sm-.

  const STYLE = `
.sm-root{display:flex;flex-direction:column;gap:.75rem;min-width:0;color:inherit;font:inherit}
.sm-root [hidden]{display:none!important}
.sm-toolbar{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.sm-zoom{display:inline-flex;gap:.25rem}
.sm-btn{min-height:44px;min-width:44px;padding:0 .75rem;border:1px solid #6b7280;border-radius:.5rem;background:#fff;color:#111827;font:inherit;cursor:pointer}
.sm-btn:hover{background:#f3f4f6}
.sm-icon{display:inline-flex;align-items:center;justify-content:center;padding:0}
.sm-icon svg{width:18px;height:18px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.sm-root button:focus-visible,.sm-root input:focus-visible,.sm-root select:focus-visible,.sm-root summary:focus-visible,.sm-root h3:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.sm-check{display:inline-flex;gap:.5rem;align-items:center;min-height:44px;cursor:pointer}
.sm-check input{width:20px;height:20px;margin:0}
.sm-viewport{position:relative;border:1px solid #d1d5db;border-radius:.5rem;background:#fff;overflow:hidden}
.sm-chart{display:block;width:100%;height:auto;max-height:70vh;touch-action:none;user-select:none;-webkit-user-select:none;cursor:grab}
.sm-chart.sm-panning{cursor:grabbing}
.sm-seat{cursor:pointer;stroke:#fff;stroke-width:.6}
.sm-seat:focus{outline:none}
.sm-seat.sm-taken{fill:#d1d5db;stroke:none;cursor:not-allowed}
.sm-seat.sm-chosen{fill:#111827;stroke:#111827;stroke-width:1.4}
.sm-seat.sm-pending{stroke:#111827;stroke-width:1.2;stroke-dasharray:1.5 1;animation:sm-pulse .8s ease-in-out infinite alternate}
.sm-readonly .sm-seat{cursor:default}
@keyframes sm-pulse{from{opacity:1}to{opacity:.4}}
.sm-marks path{fill:none;stroke:#fff;stroke-linecap:round;stroke-linejoin:round;pointer-events:none}
.sm-ring{pointer-events:none}
.sm-ring-halo{fill:none;stroke:#fff}
.sm-ring-line{fill:none;stroke:#111827}
.sm-hide-taken .sm-seat.sm-taken{visibility:hidden}
.sm-section.sm-hidden{display:none}
.sm-has-highlight .sm-section:not(.sm-highlight),.sm-has-highlight .sm-area{opacity:.3}
.sm-stage rect{fill:#e5e7eb;stroke:#9ca3af}
.sm-chart text{fill:#374151;font-family:system-ui,sans-serif;pointer-events:none}
.sm-area rect{fill-opacity:.15;stroke-width:2}
.sm-minimap{position:absolute;right:.5rem;bottom:.5rem;width:min(30%,150px);height:auto;background:rgba(255,255,255,.92);border:1px solid #9ca3af;border-radius:.25rem;cursor:pointer;touch-action:none}
.sm-mini-block{fill:#9ca3af;stroke:#9ca3af;stroke-linejoin:round}
.sm-mini-stage{fill:#4b5563}
.sm-mini-view{fill:rgba(29,78,216,.12);stroke:#1d4ed8;stroke-width:2;vector-effect:non-scaling-stroke}
.sm-help{margin:.5rem 0 0;font-size:.875rem;color:#4b5563}
.sm-sr{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;border:0}
.sm-view{margin:0}
.sm-view img{display:block;max-width:100%;height:auto;border-radius:.5rem}
.sm-chosen h3,.sm-list h3{margin:0 0 .5rem;font-size:1rem}
.sm-chosen ul{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.sm-chosen li{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;justify-content:space-between;border:2px solid #111827;border-radius:.5rem;padding:.5rem .75rem}
.sm-chosen-name{flex:1 1 12rem}
.sm-type{display:inline-flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.sm-type select{min-height:44px;font:inherit}
.sm-list h4{margin:.75rem 0 .25rem;font-size:.95rem}
.sm-list details{border:1px solid #d1d5db;border-radius:.5rem;margin:.5rem 0}
.sm-list summary{min-height:44px;display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;padding:0 .75rem;cursor:pointer}
.sm-count{color:#4b5563;font-size:.875rem}
.sm-row{border:0;margin:0;padding:.25rem .75rem .5rem;min-width:0}
.sm-row legend{font-weight:600;padding:0}
.sm-opts{display:flex;flex-wrap:wrap;gap:.375rem;margin-top:.25rem}
.sm-opt{display:inline-flex;align-items:center;gap:.375rem;min-height:36px;min-width:44px;padding:0 .5rem;border:1px solid #d1d5db;border-radius:.375rem;cursor:pointer}
.sm-opt input{width:18px;height:18px;margin:0}
.sm-opt:has(input:checked){border:2px solid #111827;font-weight:600}
.sm-list-areas{margin:.5rem 0 0;padding-left:1.25rem}
@media (prefers-reduced-motion:reduce){.sm-seat.sm-pending{animation:none;opacity:.6}}
@media (forced-colors:active){
.sm-chart,.sm-minimap{forced-color-adjust:none;background:Canvas}
.sm-seat{fill:Canvas;stroke:CanvasText;stroke-width:.8}
.sm-seat.sm-taken{fill:GrayText;stroke:none}
.sm-seat.sm-chosen{fill:Highlight;stroke:CanvasText;stroke-width:1.6}
.sm-seat.sm-pending{stroke:Highlight}
.sm-marks path{stroke:HighlightText}
.sm-ring-halo{stroke:Canvas}
.sm-ring-line{stroke:CanvasText}
.sm-chart text{fill:CanvasText}
.sm-stage rect,.sm-area rect{fill:Canvas;stroke:CanvasText}
.sm-mini-block,.sm-mini-stage{fill:GrayText;stroke:GrayText}
.sm-mini-view{fill:none;stroke:Highlight}
.sm-chosen li{border-color:CanvasText}
}
`;

  function injectStyle(doc: Document): void {
    if (doc.getElementById(STYLE_ID)) return;
    const style = doc.createElement('style');
    style.id = STYLE_ID;
    style.textContent = STYLE;
    doc.head.append(style);
  }

  // ---------------------------------------------------------------------------------------------
  // Talking to the service

  interface Problem {
    code?: string | undefined;
    seats?: unknown;
    orphans?: unknown;
    limit?: unknown;
  }

  const problemOf = (payload: unknown): Problem =>
    isRecord(payload) ? { code: typeof payload.code === 'string' ? payload.code : undefined, seats: payload.seats, orphans: payload.orphans, limit: payload.limit } : {};

  interface Answer {
    ok: boolean;
    /** 0: no answer (network, aborted, no header set). */
    status: number;
    body: unknown;
    problem: Problem;
    etag: string | null;
  }

  interface HoldBody {
    seats: { id: string; ticketTypeId: string }[];
    areas: { id: string; amount: number; ticketTypeId: string }[];
  }

  async function readBody(response: Response): Promise<unknown> {
    try {
      const text = await response.text();
      return text ? (JSON.parse(text) as unknown) : null;
    } catch {
      return null;
    }
  }

  const SEATING_FIELDS = ['sectionName', 'groupName', 'rowName', 'seatName', 'gate', 'seatType', 'name'] as const;

  /** The seating info fields of a refusal's entry (the service adds the seat id). */
  function seatingInfoFields(value: unknown): HeldItem['seatingInfo'] {
    const info: HeldItem['seatingInfo'] = {};
    if (!isRecord(value)) return info;
    for (const field of SEATING_FIELDS) {
      const text = value[field];
      if (typeof text === 'string') info[field] = text;
    }
    return info;
  }

  // ---------------------------------------------------------------------------------------------
  // One mounted map

  interface Dom {
    toggle: HTMLButtonElement;
    zoom: HTMLElement;
    hideLabel: HTMLElement;
    hideBox: HTMLInputElement;
    mapPane: HTMLElement;
    viewport: HTMLElement;
    svg: SVGSVGElement;
    marks: SVGGElement;
    ring: SVGGElement;
    mini: SVGSVGElement | null;
    miniView: SVGRectElement | null;
    sectionEls: Element[];
    listPane: HTMLElement;
    figure: HTMLElement;
    img: HTMLImageElement;
    panel: HTMLElement;
    panelHeading: HTMLElement;
    panelList: HTMLElement;
    live: HTMLElement;
  }

  function mount(element: HTMLElement, options: SeatMapMountOptions): SeatMapController {
    const started = performance.now();
    metrics.mountedAt = Math.round(started * 10) / 10;
    const doc = element.ownerDocument;
    injectStyle(doc);
    mounts += 1;
    const uid = `sm${mounts}`;
    const { labels } = options;
    const selectable = options.selectable !== false;
    const showMinimap = options.minimap !== false;
    const pollInterval = options.pollInterval !== undefined && options.pollInterval > 0 ? options.pollInterval : DEFAULT_POLL_MS;
    const eventUrl = `${options.host.replace(/\/+$/, '')}/events/${encodeURIComponent(options.eventId)}`;
    const abort = new AbortController();

    const root = doc.createElement('div');
    root.className = selectable ? 'sm-root' : 'sm-root sm-readonly';
    root.setAttribute('aria-busy', 'true');
    element.append(root);

    let destroyed = false;
    let model: Model | null = null;
    let dom: Dom | null = null;
    let money: (amount: number) => string = (amount) => String(amount);
    /** The live hold behind the choice, as the service last answered it. */
    let hold: SeatHoldAnswer | null = null;
    /** Bumped whenever `hold` changes, so a status asked for before the change cannot undo it. */
    let epoch = 0;
    let busy = 0;
    let queue: Promise<void> = Promise.resolve();
    const pendingCount = new Map<string, number>();
    let unavailable = new Set<string>();
    let lastStatus: SeatMapStatus | null = null;
    let statusEtag: string | null = null;
    let lastRefreshOk = true;
    let refreshing: Promise<void> | null = null;
    let refreshAgain = false;
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    let pollDelay = pollInterval;
    let expiryTimer: ReturnType<typeof setTimeout> | undefined;
    let headersPromise: Promise<SeatMapHeaders> | null = null;
    let headerGeneration = 0;
    let view: ViewBox = { x: 0, y: 0, w: 1, h: 1 };
    let frame = 0;
    let roving: SeatNode | undefined;
    let viewSeat: SeatNode | undefined;
    let listShown = false;
    let listBuilt = false;
    let hideTaken = false;
    let hiddenSections = new Set<string>();
    let highlighted = new Set<string>();

    const notify = <T>(callback: ((value: T) => void) | undefined, value: T) => {
      if (destroyed || !callback) return;
      try {
        callback(value);
      } catch (error) {
        console.error(error);
      }
    };
    const refuse = (refusal: SeatMapRefusal) => notify(options.onRefusal, refusal);

    // -- texts of this map

    const defaultType = (node: SeatNode) => node.category?.ticketTypes[0];
    const placeVars = (node: SeatNode) => ({
      section: node.row.block.section.section.name,
      block: node.row.block.block.name,
      row: node.row.row.name,
      seat: node.seat.name,
    });
    function seatLabel(node: SeatNode, price: number | undefined = defaultType(node)?.price): string {
      return fill(labels.seat, {
        ...placeVars(node),
        category: node.category?.name ?? '',
        price: price === undefined ? '' : money(price),
        type: node.seat.type ? (labels.seatTypes[node.seat.type] ?? '') : '',
      });
    }
    const seatName = (node: SeatNode) => (node.state === 'taken' ? withSuffix(seatLabel(node), labels.unavailable) : seatLabel(node));
    const rowLabel = (row: RowNode) => fill(labels.listRow, { row: row.row.name, block: row.block.block.name, section: row.block.section.section.name });
    function areaLabel(area: ChartArea): string {
      const remaining = lastStatus?.areas.find((entry) => entry.id === area.id)?.remaining;
      const category = model?.chart.categories.find((entry) => entry.ref === area.category);
      return fill(labels.area, { name: area.name, remaining: remaining === null ? '∞' : (remaining ?? area.capacity), capacity: area.capacity, category: category?.name ?? '' });
    }

    let lastAnnouncement = '';
    function announce(text: string): void {
      if (!dom) return;
      // The same words twice in a row would not be read again; a no-break space makes them new.
      lastAnnouncement = text === lastAnnouncement.trimEnd() && !lastAnnouncement.endsWith('\u00a0') ? `${text}\u00a0` : text;
      dom.live.textContent = lastAnnouncement;
    }

    // -- calls

    function currentHeaders(): Promise<SeatMapHeaders> {
      if (!headersPromise) {
        const asked = Promise.resolve().then(() => options.headers());
        headersPromise = asked;
        // A page that could not give a set is asked again next time.
        asked.catch(() => {
          if (headersPromise === asked) headersPromise = null;
        });
      }
      return headersPromise;
    }

    function renewHeaders(generation: number): void {
      if (generation !== headerGeneration) return;
      headerGeneration += 1;
      headersPromise = null;
    }

    /** One call with the security header set; an expired token is renewed and the call made once more. */
    async function request(method: string, path: string, body?: HoldBody, extra: Record<string, string> = {}): Promise<Answer> {
      for (let attempt = 0; ; attempt += 1) {
        const generation = headerGeneration;
        let response: Response;
        try {
          const headers = await currentHeaders();
          response = await fetch(`${eventUrl}${path}`, {
            method,
            headers: { ...headers, ...extra, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
            // The chart may come from the browser's cache (it revalidates by ETag); the status is revalidated by us.
            cache: path === '/chart' ? 'default' : 'no-store',
            signal: abort.signal,
          });
        } catch {
          return { ok: false, status: 0, body: null, problem: { code: 'network' }, etag: null };
        }
        const payload = response.status === 204 || response.status === 304 ? null : await readBody(response);
        const problem = response.ok ? {} : problemOf(payload);
        if (response.status === 401 && problem.code === 'seatMapTokenExpired' && attempt === 0) {
          renewHeaders(generation);
          continue;
        }
        return { ok: response.ok, status: response.status, body: response.ok ? payload : null, problem, etag: response.headers.get('etag') };
      }
    }

    const failureCode = (answer: Answer) => answer.problem.code ?? (answer.status === 0 ? 'network' : `http${answer.status}`);

    // -- seat states

    const ownSeatIds = (): Set<string> => new Set((hold?.items ?? []).filter((item) => item.kind === 'seat').map((item) => item.id));

    function stateOf(node: SeatNode, own: ReadonlySet<string>): SeatMapSeatState {
      if (own.has(node.seat.id)) return 'chosen';
      return unavailable.has(node.seat.id) || !defaultType(node) ? 'taken' : 'free';
    }

    const isShown = (node: SeatNode) => !node.row.block.section.hidden && !(hideTaken && node.state === 'taken');

    function paintSeat(node: SeatNode): void {
      const el = node.el;
      if (!el) return;
      el.classList.toggle('sm-taken', node.state === 'taken');
      el.classList.toggle('sm-chosen', node.state === 'chosen');
      el.setAttribute('aria-checked', String(node.state === 'chosen'));
      if (node.state === 'taken') el.setAttribute('aria-disabled', 'true');
      else el.removeAttribute('aria-disabled');
      el.setAttribute('aria-label', seatName(node));
    }

    /** Brings every seat's state up to date, touching only the seats that changed. */
    function refreshStates(): void {
      if (!model) return;
      const own = ownSeatIds();
      const changed: SeatNode[] = [];
      for (const node of model.seats.values()) {
        const next = stateOf(node, own);
        if (next === node.state) continue;
        node.state = next;
        changed.push(node);
        paintSeat(node);
      }
      if (changed.length === 0) return;
      renderMarks();
      listSeatsChanged(changed);
      keepRovingShown();
    }

    function setPending(id: string, delta: 1 | -1): void {
      const count = (pendingCount.get(id) ?? 0) + delta;
      if (count > 0) pendingCount.set(id, count);
      else pendingCount.delete(id);
      model?.seats.get(id)?.el?.classList.toggle('sm-pending', count > 0);
    }

    // -- status

    function applyStatus(status: SeatMapStatus, reconcile: boolean): void {
      lastStatus = status;
      unavailable = new Set([...status.sold, ...status.held, ...status.blocked]);
      if (reconcile) reconcileOwn(status.mine);
      refreshStates();
      paintAreas();
    }

    /** A hold as the status names it, with the items the service gave or the categories' defaults. */
    function holdFromOwn(own: OwnHold): SeatHoldAnswer {
      const items =
        own.items ??
        [
          ...own.seats.flatMap((id): HeldItem[] => {
            const node = model?.seats.get(id);
            const type = node && defaultType(node);
            return node && type ? [{ id, kind: 'seat', amount: 1, ticketTypeId: type.ticketTypeId, categoryRef: node.category?.ref ?? '', price: type.price, seatingInfo: seatingInfoOf(node) }] : [];
          }),
          ...own.areas.flatMap((entry): HeldItem[] => {
            const area = model?.chart.areas.find((candidate) => candidate.id === entry.id);
            const type = model?.chart.categories.find((category) => category.ref === area?.category)?.ticketTypes[0];
            return area && type
              ? [{ id: area.id, kind: 'area', amount: entry.amount, ticketTypeId: type.ticketTypeId, categoryRef: area.category, price: type.price, seatingInfo: { name: area.name, ...(area.gate ? { gate: area.gate } : {}) } }]
              : [];
          }),
        ];
      return { seatingReservationToken: own.seatingReservationToken, eventId: options.eventId, expiresAt: own.expiresAt, items };
    }

    /** Follows the session's own holds: a reload finds its seats, a hold taken by a cart or run out is let go. */
    function reconcileOwn(mine: readonly OwnHold[]): void {
      if (hold) {
        const token = hold.seatingReservationToken;
        const same = mine.find((own) => own.seatingReservationToken === token);
        if (!same) setHold(null, false);
        else if (same.seats.join() !== [...ownSeatIds()].join() || (same.items && JSON.stringify(same.items) !== JSON.stringify(hold.items))) setHold(holdFromOwn(same), false);
        return;
      }
      const latest = [...mine].reverse().find((own) => own.seats.length > 0 && Date.parse(own.expiresAt) > Date.now());
      if (latest) setHold(holdFromOwn(latest), false);
    }

    async function fetchStatus(): Promise<void> {
      const startEpoch = epoch;
      const idle = busy === 0;
      const answer = await request('GET', '/status', undefined, statusEtag ? { 'if-none-match': statusEtag } : {});
      if (destroyed) return;
      const settled = idle && busy === 0 && startEpoch === epoch;
      if (answer.status === 304 && lastStatus) {
        lastRefreshOk = true;
        if (settled) {
          reconcileOwn(lastStatus.mine);
          refreshStates();
        }
        return;
      }
      if (answer.ok && isStatus(answer.body)) {
        lastRefreshOk = true;
        statusEtag = answer.etag;
        applyStatus(answer.body, settled);
        return;
      }
      lastRefreshOk = false;
    }

    /** Asks for the status; a call while one runs asks once more after it, so nothing is missed. */
    function refresh(): Promise<void> {
      if (destroyed || !model) return Promise.resolve();
      if (refreshing) {
        refreshAgain = true;
        return refreshing;
      }
      const run = (async () => {
        do {
          refreshAgain = false;
          await fetchStatus();
        } while (refreshAgain && !destroyed);
      })().finally(() => {
        refreshing = null;
      });
      refreshing = run;
      return run;
    }

    function schedulePoll(delay: number = pollDelay): void {
      clearTimeout(pollTimer);
      pollTimer = undefined;
      if (destroyed || doc.visibilityState === 'hidden') return;
      pollTimer = setTimeout(() => void poll(), delay);
    }

    async function poll(): Promise<void> {
      pollTimer = undefined;
      await refresh();
      // A service that does not answer is asked less often, up to once a minute.
      pollDelay = lastRefreshOk ? pollInterval : Math.min(pollDelay * 2, MAX_POLL_MS);
      if (pollTimer === undefined) schedulePoll();
    }

    function onVisibility(): void {
      if (destroyed || !model) return;
      if (doc.visibilityState === 'hidden') {
        clearTimeout(pollTimer);
        pollTimer = undefined;
      } else if (pollTimer === undefined) {
        void poll();
      }
    }

    // -- the hold

    function scheduleExpiry(): void {
      clearTimeout(expiryTimer);
      expiryTimer = undefined;
      if (!hold) return;
      const token = hold.seatingReservationToken;
      const left = Date.parse(hold.expiresAt) - Date.now();
      if (!Number.isFinite(left)) return;
      expiryTimer = setTimeout(
        () => {
          if (hold?.seatingReservationToken !== token) return;
          if (Date.parse(hold.expiresAt) > Date.now()) scheduleExpiry();
          else {
            setHold(null, true);
            void refresh();
          }
        },
        Math.min(Math.max(left, 0), LONGEST_TIMEOUT_MS),
      );
    }

    /** Takes a new hold (or none). `freed`: the seats it no longer has are free now (released, replaced, run out). */
    function setHold(next: SeatHoldAnswer | null, freed: boolean): void {
      const before = ownSeatIds();
      hold = next;
      epoch += 1;
      if (freed) {
        const after = ownSeatIds();
        for (const id of before) if (!after.has(id)) unavailable.delete(id);
      }
      scheduleExpiry();
      refreshStates();
      renderChosen();
      syncListInputs();
      notify(options.onSelectionChange, { hold });
    }

    const heldSeats = (): HoldBody['seats'] => (hold?.items ?? []).filter((item) => item.kind === 'seat').map((item) => ({ id: item.id, ticketTypeId: item.ticketTypeId }));
    const heldAreas = (): HoldBody['areas'] => (hold?.items ?? []).filter((item) => item.kind === 'area').map((item) => ({ id: item.id, amount: item.amount, ticketTypeId: item.ticketTypeId }));

    /** Units the session holds in its other holds on this event (they count against the limit too). */
    function otherOwnUnits(): number {
      const token = hold?.seatingReservationToken;
      return (lastStatus?.mine ?? [])
        .filter((own) => own.seatingReservationToken !== token)
        .reduce((sum, own) => sum + own.seats.length + own.areas.reduce((areas, area) => areas + area.amount, 0), 0);
    }

    /** Seats the choice `chosen` would strand, by the chart's orphan rule. */
    function localOrphans(chosen: ReadonlySet<string>): SeatNode[] {
      if (!model) return [];
      const own = ownSeatIds();
      const taken = (id: string) => unavailable.has(id) && !own.has(id);
      const settings = model.chart.orphanRule;
      return model.rows.flatMap((row) => {
        if (!row.seats.some((node) => chosen.has(node.seat.id))) return [];
        const states = row.seats.map((node): SeatMapSeatState => (chosen.has(node.seat.id) ? 'chosen' : taken(node.seat.id) ? 'taken' : 'free'));
        return orphanedSeatsInRow(states, settings).flatMap((position) => row.seats[position] ?? []);
      });
    }

    /** Runs hold changes one after another; the seats involved show as pending meanwhile. */
    function enqueue(ids: readonly string[], work: () => Promise<void>): Promise<void> {
      busy += 1;
      for (const id of ids) setPending(id, 1);
      const run = queue
        .then(() => (destroyed ? undefined : work()))
        .catch((error: unknown) => {
          console.error(error);
          refuse({ code: 'unknown' });
        })
        .finally(() => {
          busy -= 1;
          for (const id of ids) setPending(id, -1);
          syncListInputs();
        });
      queue = run;
      return run;
    }

    type Change = { kind: 'chosen' | 'removed'; node: SeatNode } | null;

    function toggleSeat(node: SeatNode): void {
      if (!selectable || destroyed) return;
      if (node.state === 'taken' && !pendingCount.has(node.seat.id)) return;
      void enqueue([node.seat.id], () => changeSeat(node));
    }

    async function changeSeat(node: SeatNode): Promise<void> {
      if (!model) return;
      const { id } = node.seat;
      const current = heldSeats();
      const removing = current.some((seat) => seat.id === id);
      let next: HoldBody['seats'];
      if (removing) {
        next = current.filter((seat) => seat.id !== id);
      } else {
        const type = defaultType(node);
        if (unavailable.has(id) || !type) {
          refuse({ code: 'seatUnavailable', seats: [seatingInfoOf(node)] });
          return;
        }
        next = [...current, { id, ticketTypeId: type.ticketTypeId }];
        const limit = model.chart.holdLimit;
        const units = next.length + heldAreas().reduce((sum, area) => sum + area.amount, 0) + otherOwnUnits();
        if (units > limit) {
          refuse({ code: 'tooManySeats', limit });
          return;
        }
      }
      const orphans = localOrphans(new Set(next.map((seat) => seat.id)));
      if (orphans.length > 0) {
        refuse({ code: 'orphanSeat', seats: orphans.map(seatingInfoOf) });
        return;
      }
      await commit(next, { kind: removing ? 'removed' : 'chosen', node });
    }

    function changeTicketType(node: SeatNode, ticketTypeId: string): void {
      if (!selectable || destroyed) return;
      void enqueue([node.seat.id], async () => {
        const seats = heldSeats();
        if (!seats.some((seat) => seat.id === node.seat.id)) return;
        await commit(
          seats.map((seat) => (seat.id === node.seat.id ? { id: seat.id, ticketTypeId } : seat)),
          null,
        );
      });
    }

    /** Makes the hold what `seats` says: a new hold, a changed one, or none. */
    async function commit(seats: HoldBody['seats'], change: Change): Promise<void> {
      const areas = heldAreas();
      if (seats.length === 0 && areas.length === 0) {
        await release(change);
        return;
      }
      const token = hold?.seatingReservationToken;
      const answer = token ? await request('PUT', `/holds/${encodeURIComponent(token)}`, { seats, areas }) : await request('POST', '/holds', { seats, areas });
      if (destroyed) return;
      if (answer.ok && isHold(answer.body)) {
        setHold(answer.body, true);
        announceChange(change);
        void refresh();
        return;
      }
      refused(answer);
    }

    async function release(change: Change): Promise<void> {
      if (!hold) return;
      const answer = await request('DELETE', `/holds/${encodeURIComponent(hold.seatingReservationToken)}`);
      if (destroyed) return;
      const code = answer.problem.code;
      if (answer.ok || code === 'holdNotFound') {
        setHold(null, true);
        announceChange(change);
      } else if (code === 'holdClaimed') {
        // A cart has the seats: they are not ours to release any more.
        setHold(null, false);
      } else {
        refused(answer);
        return;
      }
      void refresh();
    }

    function announceChange(change: Change): void {
      if (!change) return;
      const item = hold?.items.find((entry) => entry.id === change.node.seat.id);
      const text = fill(change.kind === 'chosen' ? labels.announceChosen : labels.announceRemoved, {
        seat: seatLabel(change.node, item?.price),
        count: ownSeatIds().size,
      });
      announce(text);
      if (change.kind === 'chosen') showView(change.node);
    }

    /** The service said no: the choice stays as it was, the page hears why, and the status is asked for. */
    function refused(answer: Answer): void {
      const { problem } = answer;
      const code = failureCode(answer);
      switch (code) {
        case 'holdExpired':
        case 'holdNotFound':
        case 'holdClaimed':
          // The hold is over (ran out, released elsewhere, or in a cart): the next choice starts a new one.
          setHold(null, code !== 'holdClaimed');
          refuse({ code: 'holdExpired' });
          break;
        case 'seatUnavailable': {
          const ids = Array.isArray(problem.seats) ? problem.seats.filter((id): id is string => typeof id === 'string') : [];
          const nodes = ids.flatMap((id) => model?.seats.get(id) ?? []);
          for (const node of nodes) unavailable.add(node.seat.id);
          refreshStates();
          refuse({ code, seats: nodes.map(seatingInfoOf) });
          break;
        }
        case 'orphanSeat':
          refuse({ code, seats: Array.isArray(problem.orphans) ? problem.orphans.map(seatingInfoFields) : [] });
          break;
        case 'tooManySeats':
          refuse({ code, ...(typeof problem.limit === 'number' ? { limit: problem.limit } : {}) });
          break;
        case 'notAvailable':
        case 'notOnSale':
        case 'seatMapTokenExpired':
        case 'network':
          refuse({ code });
          break;
        default:
          refuse({ code: 'unknown' });
      }
      void refresh();
    }

    // -- drawing

    function firstRoving(m: Model): SeatNode | undefined {
      const own = ownSeatIds();
      const seats = [...m.seats.values()];
      return seats.find((node) => own.has(node.seat.id) && isShown(node)) ?? seats.find((node) => node.state === 'free' && isShown(node)) ?? seats.find(isShown);
    }

    function skeleton(m: Model): string {
      const helpId = `${uid}-help`;
      const chart = chartMarkup(m, {
        chart: fill(labels.chart, { venue: m.chart.venue }),
        helpId,
        stage: labels.stage,
        selectable,
        rowLabel,
        seatName,
        areaLabel,
        roving,
      });
      return (
        `<div class="sm-toolbar">` +
        `<button type="button" class="sm-btn" data-action="toggle-list">${escapeXml(labels.showList)}</button>` +
        `<span class="sm-zoom">${iconButton('zoom-in', labels.zoomIn, ICONS.zoomIn)}${iconButton('zoom-out', labels.zoomOut, ICONS.zoomOut)}${iconButton('reset-view', labels.resetView, ICONS.resetView)}</span>` +
        `<label class="sm-check"><input type="checkbox" data-action="hide-unavailable"${hideTaken ? ' checked' : ''}> ${escapeXml(labels.hideUnavailable)}</label>` +
        `</div>` +
        `<div class="sm-map"><div class="sm-viewport">${chart}${showMinimap ? minimapMarkup(m, labels.minimap) : ''}</div>` +
        `<p class="sm-help" id="${helpId}">${escapeXml(labels.keyboardHelp)}</p></div>` +
        `<div class="sm-list" hidden></div>` +
        `<figure class="sm-view" hidden><img alt="" decoding="async"></figure>` +
        `<section class="sm-chosen" aria-labelledby="${uid}-chosen" hidden><h3 id="${uid}-chosen" tabindex="-1">${escapeXml(labels.chosenTitle)}</h3><ul></ul></section>` +
        `<div class="sm-sr" aria-live="polite" aria-atomic="true"></div>`
      );
    }

    function need<T extends Element>(found: T | null): T {
      if (!found) throw new Error('seat map: markup incomplete');
      return found;
    }

    function draw(m: Model): void {
      roving = firstRoving(m);
      root.innerHTML = skeleton(m);
      const svg = need(root.querySelector<SVGSVGElement>('svg.sm-chart'));
      const mini = root.querySelector<SVGSVGElement>('svg.sm-minimap');
      dom = {
        toggle: need(root.querySelector<HTMLButtonElement>('[data-action="toggle-list"]')),
        zoom: need(root.querySelector<HTMLElement>('.sm-zoom')),
        hideLabel: need(root.querySelector<HTMLElement>('.sm-check')),
        hideBox: need(root.querySelector<HTMLInputElement>('[data-action="hide-unavailable"]')),
        mapPane: need(root.querySelector<HTMLElement>('.sm-map')),
        viewport: need(root.querySelector<HTMLElement>('.sm-viewport')),
        svg,
        marks: need(svg.querySelector<SVGGElement>('.sm-marks')),
        ring: need(svg.querySelector<SVGGElement>('.sm-ring')),
        mini,
        miniView: mini?.querySelector<SVGRectElement>('.sm-mini-view') ?? null,
        sectionEls: [...svg.querySelectorAll('.sm-section')],
        listPane: need(root.querySelector<HTMLElement>('.sm-list')),
        figure: need(root.querySelector<HTMLElement>('.sm-view')),
        img: need(root.querySelector<HTMLImageElement>('.sm-view img')),
        panel: need(root.querySelector<HTMLElement>('.sm-chosen')),
        panelHeading: need(root.querySelector<HTMLElement>('.sm-chosen h3')),
        panelList: need(root.querySelector<HTMLElement>('.sm-chosen ul')),
        live: need(root.querySelector<HTMLElement>('.sm-sr')),
      };
      for (const el of svg.querySelectorAll('[data-seat]')) {
        const node = m.seats.get(el.getAttribute('data-seat') ?? '');
        if (node) node.el = el;
      }
      listen(dom);
      view = m.base;
      applyView();
      applyHighlight();
      renderMarks();
      renderChosen();
      root.removeAttribute('aria-busy');
      metrics.firstDrawMs = Math.round((performance.now() - started) * 10) / 10;
    }

    function renderMarks(): void {
      if (!dom || !model) return;
      const r = model.radius;
      const marks: SVGPathElement[] = [];
      for (const id of ownSeatIds()) {
        const node = model.seats.get(id);
        if (!node) continue;
        // A tick: chosen seats differ by shape, not only by colour.
        const path = doc.createElementNS(SVG_NS, 'path');
        const { x, y } = node.seat;
        path.setAttribute('d', `M${num(x - r * 0.5)} ${num(y)}l${num(r * 0.35)} ${num(r * 0.38)} ${num(r * 0.65)} ${num(-r * 0.76)}`);
        path.setAttribute('stroke-width', num(r * 0.3));
        marks.push(path);
      }
      dom.marks.replaceChildren(...marks);
    }

    function paintAreas(): void {
      if (!dom || !model) return;
      for (const el of dom.svg.querySelectorAll('[data-area]')) {
        const area = model.chart.areas.find((entry) => entry.id === el.getAttribute('data-area'));
        if (!area) continue;
        const label = areaLabel(area);
        el.setAttribute('aria-label', label);
        const text = el.querySelector('text');
        if (text) text.textContent = label;
      }
      if (listBuilt) for (const item of dom.listPane.querySelectorAll<HTMLElement>('[data-list-area]')) {
        const area = model.chart.areas.find((entry) => entry.id === item.dataset.listArea);
        if (area) item.textContent = areaLabel(area);
      }
    }

    function applyHighlight(): void {
      if (!dom || !model) return;
      for (const section of model.sections) {
        section.hidden = hiddenSections.has(section.section.id);
        const el = dom.sectionEls[section.position];
        el?.classList.toggle('sm-hidden', section.hidden);
        el?.classList.toggle('sm-highlight', highlighted.has(section.section.id));
      }
      if (dom.mini) for (const el of dom.mini.querySelectorAll<SVGElement>('[data-section]')) el.style.display = model.sections[Number(el.dataset.section)]?.hidden ? 'none' : '';
      root.classList.toggle('sm-has-highlight', highlighted.size > 0);
      root.classList.toggle('sm-hide-taken', hideTaken);
      dom.hideBox.checked = hideTaken;
      if (listBuilt) {
        for (const el of dom.listPane.querySelectorAll<HTMLElement>('[data-list-section]')) el.hidden = model.sections[Number(el.dataset.listSection)]?.hidden ?? false;
      }
      keepRovingShown();
    }

    // -- the view

    function applyView(): void {
      if (!dom) return;
      frame = 0;
      dom.svg.setAttribute('viewBox', viewBoxText(view));
      const rect = dom.miniView;
      if (rect) {
        rect.setAttribute('x', num(view.x));
        rect.setAttribute('y', num(view.y));
        rect.setAttribute('width', num(view.w));
        rect.setAttribute('height', num(view.h));
      }
    }

    function requestView(next: ViewBox): void {
      view = next;
      if (frame !== 0) return;
      if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(applyView);
      else applyView();
    }

    function zoomBy(factor: number, at?: { x: number; y: number }): void {
      if (!model) return;
      const centre = at ?? { x: view.x + view.w / 2, y: view.y + view.h / 2 };
      view = zoomAround(view, factor, centre.x, centre.y, model);
      applyView();
    }

    /** Pans so the seat is well inside the view (keyboard focus never leaves the screen). */
    function keepInView(node: SeatNode): void {
      if (!model) return;
      const margin = model.radius * 3;
      const { x, y } = node.seat;
      if (x - margin >= view.x && x + margin <= view.x + view.w && y - margin >= view.y && y + margin <= view.y + view.h) return;
      view = centredOn(view, x, y, model);
      applyView();
    }

    const fit = () => (dom ? fitOf(dom.svg.getBoundingClientRect(), view) : { scale: 1, left: 0, top: 0 });

    // -- focus

    function setRoving(node: SeatNode, focus: boolean): void {
      if (roving !== node) {
        roving?.el?.removeAttribute('tabindex');
        node.el?.setAttribute('tabindex', '0');
        roving = node;
      }
      if (focus && node.el instanceof SVGElement) {
        keepInView(node);
        node.el.focus({ preventScroll: true });
      }
    }

    /** The one Tab stop must be a seat one can see. */
    function keepRovingShown(): void {
      if (!model || (roving && isShown(roving))) return;
      const hadFocus = !!roving?.el && doc.activeElement === roving.el;
      const next = firstRoving(model);
      if (next) setRoving(next, hadFocus);
    }

    function showRing(node: SeatNode | undefined): void {
      if (!dom) return;
      if (!node) {
        dom.ring.setAttribute('visibility', 'hidden');
        return;
      }
      for (const circle of dom.ring.querySelectorAll('circle')) {
        circle.setAttribute('cx', num(node.seat.x));
        circle.setAttribute('cy', num(node.seat.y));
      }
      dom.ring.setAttribute('visibility', 'visible');
    }

    function lastChosen(): SeatNode | undefined {
      const items = (hold?.items ?? []).filter((item) => item.kind === 'seat');
      return model?.seats.get(items.at(-1)?.id ?? '');
    }

    /** The view from the focused seat's section, else from the last chosen seat's. */
    function showView(node: SeatNode | undefined = viewSeat ?? lastChosen()): void {
      viewSeat = node;
      if (!dom) return;
      const section = node?.row.block.section.section;
      const picture = section?.view;
      if (!section || !picture || !/^(https?:\/\/|\/)/i.test(picture.url)) {
        dom.figure.hidden = true;
        return;
      }
      const width = Math.min(VIEW_WIDTH, picture.width);
      if (dom.img.getAttribute('src') !== picture.url) {
        dom.img.src = picture.url;
        dom.img.width = width;
        dom.img.height = Math.round((picture.height * width) / Math.max(picture.width, 1));
      }
      dom.img.alt = fill(labels.viewFromSeat, { section: section.name });
      dom.figure.hidden = false;
    }

    // -- the chosen seats

    function renderChosen(): void {
      if (!dom || !model) return;
      const items = selectable ? (hold?.items ?? []).filter((item) => item.kind === 'seat') : [];
      const active = doc.activeElement;
      const focused = active && dom.panel.contains(active) ? { id: active.closest('li')?.dataset.seat, tag: active.tagName, index: [...dom.panelList.children].findIndex((li) => li.contains(active)) } : null;
      dom.panel.hidden = items.length === 0;
      dom.panelList.innerHTML = items
        .map((item, index) => {
          const node = model?.seats.get(item.id);
          if (!node) return '';
          const nameId = `${uid}-chosen-${index}`;
          const types = node.category?.ticketTypes ?? [];
          const select =
            types.length > 1
              ? `<label class="sm-type"><span>${escapeXml(labels.ticketType)}</span><select data-seat="${escapeXml(item.id)}" aria-describedby="${nameId}">` +
                types.map((type) => `<option value="${escapeXml(type.ticketTypeId)}"${type.ticketTypeId === item.ticketTypeId ? ' selected' : ''}>${escapeXml(type.name)} – ${escapeXml(money(type.price))}</option>`).join('') +
                '</select></label>'
              : '';
          return (
            `<li data-seat="${escapeXml(item.id)}"><span class="sm-chosen-name" id="${nameId}">${escapeXml(seatLabel(node, item.price))}</span>${select}` +
            `<button type="button" class="sm-btn" data-remove="${escapeXml(item.id)}">${escapeXml(fill(labels.removeSeat, placeVars(node)))}</button></li>`
          );
        })
        .join('');
      if (!focused) return;
      // Focus stays where it was, or moves to the neighbouring seat, the heading, or the map.
      const rows = [...dom.panelList.querySelectorAll<HTMLElement>('li')];
      const same = rows.find((li) => li.dataset.seat === focused.id);
      const target = same ?? rows[Math.min(focused.index, rows.length - 1)];
      const control = target?.querySelector<HTMLElement>(focused.tag === 'SELECT' && same ? 'select' : 'button');
      if (control) control.focus();
      else if (!dom.panel.hidden) dom.panelHeading.focus();
      else if (!listShown && roving?.el instanceof SVGElement) roving.el.focus({ preventScroll: true });
      else dom.toggle.focus();
    }

    // -- the list view: an equal way to choose, rows drawn only when their block is opened

    function buildList(): void {
      if (!dom || !model) return;
      const parts = [`<h3>${escapeXml(labels.listTitle)}</h3>`];
      for (const section of model.sections) {
        parts.push(`<div data-list-section="${section.position}"${section.hidden ? ' hidden' : ''}><h4>${escapeXml(section.section.name)}</h4>`);
        for (const block of section.blocks) {
          parts.push(`<details data-block="${block.index}"><summary><span>${escapeXml(block.block.name)}</span><span class="sm-count"></span></summary><div class="sm-rows"></div></details>`);
        }
        parts.push('</div>');
      }
      if (model.chart.areas.length > 0) parts.push(`<ul class="sm-list-areas">${model.chart.areas.map((area) => `<li data-list-area="${escapeXml(area.id)}">${escapeXml(areaLabel(area))}</li>`).join('')}</ul>`);
      dom.listPane.innerHTML = parts.join('');
      listBuilt = true;
      updateListCounts();
    }

    function listSeatMarkup(node: SeatNode): string {
      const label = seatLabel(node);
      if (!selectable) return `<span class="sm-opt"><span aria-hidden="true">${escapeXml(node.seat.name)}</span><span class="sm-sr">${escapeXml(label)}</span></span>`;
      const checked = node.state === 'chosen' ? ' checked' : '';
      return `<label class="sm-opt" title="${escapeXml(label)}"><input type="checkbox" data-seat="${escapeXml(node.seat.id)}" aria-label="${escapeXml(label)}"${checked}><span>${escapeXml(node.seat.name)}</span></label>`;
    }

    function renderRows(details: HTMLElement, block: BlockNode): void {
      const container = details.querySelector('.sm-rows');
      if (!container) return;
      const active = doc.activeElement;
      const focusedSeat = active instanceof HTMLInputElement && container.contains(active) ? active.dataset.seat : undefined;
      container.innerHTML = block.rows
        .map((row) => {
          const seats = row.seats.filter((node) => node.state !== 'taken');
          if (seats.length === 0) return '';
          return `<fieldset class="sm-row"><legend>${escapeXml(rowLabel(row))}</legend><div class="sm-opts">${seats.map(listSeatMarkup).join('')}</div></fieldset>`;
        })
        .join('');
      details.dataset.rendered = 'true';
      if (focusedSeat === undefined) return;
      const again = [...container.querySelectorAll<HTMLInputElement>('input[data-seat]')].find((input) => input.dataset.seat === focusedSeat);
      (again ?? details.querySelector('summary'))?.focus();
    }

    function updateListCounts(): void {
      if (!dom || !model || !listBuilt) return;
      for (const details of dom.listPane.querySelectorAll<HTMLElement>('details[data-block]')) {
        const block = model.blocks[Number(details.dataset.block)];
        const count = block ? block.rows.reduce((sum, row) => sum + row.seats.filter((node) => node.state === 'free').length, 0) : 0;
        const counter = details.querySelector('.sm-count');
        if (counter) counter.textContent = fill(labels.listAvailable, { count });
      }
    }

    function listSeatsChanged(changed: readonly SeatNode[]): void {
      if (!dom || !model || !listBuilt) return;
      const blocks = new Set(changed.map((node) => node.row.block));
      for (const block of blocks) {
        const details = dom.listPane.querySelector<HTMLDetailsElement>(`details[data-block="${block.index}"]`);
        if (!details) continue;
        if (details.open) renderRows(details, block);
        else delete details.dataset.rendered;
      }
      updateListCounts();
    }

    /** A list checkbox shows the choice as it is, once the call it started has been answered. */
    function syncListInputs(): void {
      if (!dom || !model || !listBuilt) return;
      for (const input of dom.listPane.querySelectorAll<HTMLInputElement>('input[data-seat]')) {
        const node = model.seats.get(input.dataset.seat ?? '');
        if (node && !pendingCount.has(node.seat.id)) input.checked = node.state === 'chosen';
      }
    }

    function toggleList(): void {
      if (!dom) return;
      listShown = !listShown;
      if (listShown && !listBuilt) buildList();
      dom.mapPane.hidden = listShown;
      dom.zoom.hidden = listShown;
      dom.hideLabel.hidden = listShown;
      dom.listPane.hidden = !listShown;
      dom.toggle.textContent = listShown ? labels.showMap : labels.showList;
    }

    // -- input

    function seatFrom(target: EventTarget | null): SeatNode | undefined {
      const el = target instanceof Element ? target.closest('[data-seat]') : null;
      return el ? model?.seats.get(el.getAttribute('data-seat') ?? '') : undefined;
    }

    let suppressClick = false;
    const pointers = new Map<number, { x: number; y: number }>();
    let gesture: { startX: number; startY: number; start: ViewBox; distance: number; mid: { x: number; y: number }; moved: boolean } | null = null;

    function startGesture(): void {
      const points = [...pointers.values()];
      const [a, b] = points;
      if (!a) {
        gesture = null;
        return;
      }
      const mid = b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : a;
      gesture = { startX: mid.x, startY: mid.y, start: view, distance: b ? Math.hypot(a.x - b.x, a.y - b.y) : 0, mid, moved: gesture?.moved ?? false };
    }

    function onPointerDown(event: PointerEvent): void {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.size === 1) gesture = null;
      startGesture();
    }

    function onPointerMove(event: PointerEvent): void {
      if (!model || !dom || !gesture || !pointers.has(event.pointerId)) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const [a, b] = [...pointers.values()];
      if (!a) return;
      const mid = b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : a;
      const dx = mid.x - gesture.startX;
      const dy = mid.y - gesture.startY;
      if (!gesture.moved && !b && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      if (!gesture.moved) {
        gesture.moved = true;
        dom.svg.classList.add('sm-panning');
        // Captured only once it is a drag, so that a tap still reaches the seat under it.
        try {
          dom.svg.setPointerCapture(event.pointerId);
        } catch {
          // A pointer that is gone cannot be captured; the drag goes on without.
        }
      }
      const scale = fitOf(dom.svg.getBoundingClientRect(), gesture.start).scale;
      let next: ViewBox = { ...gesture.start, x: gesture.start.x - dx / scale, y: gesture.start.y - dy / scale };
      if (b && gesture.distance > 0) {
        // The pan keeps the chart point that was under the fingers' midpoint under it; zoom around that point.
        const anchor = toChart(fitOf(dom.svg.getBoundingClientRect(), gesture.start), gesture.start, gesture.mid.x, gesture.mid.y);
        next = zoomAround(next, Math.hypot(a.x - b.x, a.y - b.y) / gesture.distance, anchor.x, anchor.y, model);
      }
      requestView(clampView(next, model));
    }

    function onPointerEnd(event: PointerEvent): void {
      if (!pointers.delete(event.pointerId)) return;
      if (gesture?.moved) {
        suppressClick = true;
        // A click follows the pointerup of a drag at once, or never (touch): forget it either way.
        setTimeout(() => {
          suppressClick = false;
        }, 0);
      }
      if (pointers.size === 0) {
        gesture = null;
        dom?.svg.classList.remove('sm-panning');
      } else {
        startGesture();
      }
    }

    function onWheel(event: WheelEvent): void {
      if (!model || !dom) return;
      const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
      const factor = Math.exp((-event.deltaY * unit) / 500);
      // At the limits the wheel scrolls the page again, so a zoomed-out map never traps it.
      if ((factor < 1 && view.w >= model.base.w) || (factor > 1 && view.w <= model.minWidth)) return;
      event.preventDefault();
      const at = toChart(fit(), view, event.clientX, event.clientY);
      zoomBy(factor, at);
    }

    function onChartClick(event: MouseEvent): void {
      if (suppressClick) {
        suppressClick = false;
        return;
      }
      const node = seatFrom(event.target);
      if (!node) return;
      setRoving(node, false);
      showView(node);
      toggleSeat(node);
    }

    function onChartKey(event: KeyboardEvent): void {
      if (!model) return;
      const node = seatFrom(event.target);
      if (!node) return;
      let next: SeatNode | undefined;
      switch (event.key) {
        case 'ArrowRight':
          next = seatAlongRow(node, 1, isShown);
          break;
        case 'ArrowLeft':
          next = seatAlongRow(node, -1, isShown);
          break;
        case 'ArrowUp':
          next = seatAcrossRows(model, node, -1, isShown);
          break;
        case 'ArrowDown':
          next = seatAcrossRows(model, node, 1, isShown);
          break;
        case 'Home':
          next = rowEnd(node, -1, isShown);
          break;
        case 'End':
          next = rowEnd(node, 1, isShown);
          break;
        case 'Enter':
        case ' ':
          event.preventDefault();
          toggleSeat(node);
          return;
        case '+':
        case '=':
          event.preventDefault();
          zoomBy(ZOOM_STEP, node.seat);
          return;
        case '-':
        case '_':
          event.preventDefault();
          zoomBy(1 / ZOOM_STEP, node.seat);
          return;
        default:
          return;
      }
      event.preventDefault();
      if (next) setRoving(next, true);
    }

    function onMinimapPointer(event: PointerEvent): void {
      if (!model || !dom?.mini) return;
      if (event.type === 'pointerdown') {
        try {
          dom.mini.setPointerCapture(event.pointerId);
        } catch {
          // Moving the view by a click works without capture too.
        }
      } else if (event.buttons === 0) {
        return;
      }
      event.preventDefault();
      const at = toChart(fitOf(dom.mini.getBoundingClientRect(), model.base), model.base, event.clientX, event.clientY);
      requestView(centredOn(view, at.x, at.y, model));
    }

    function listen(d: Dom): void {
      d.svg.addEventListener('click', onChartClick);
      d.svg.addEventListener('keydown', onChartKey);
      d.svg.addEventListener('focusin', (event) => {
        const node = seatFrom(event.target);
        showRing(node);
        if (node) {
          if (roving !== node) setRoving(node, false);
          showView(node);
        }
      });
      d.svg.addEventListener('focusout', () => showRing(undefined));
      d.svg.addEventListener('pointerdown', onPointerDown);
      d.svg.addEventListener('pointermove', onPointerMove);
      d.svg.addEventListener('pointerup', onPointerEnd);
      d.svg.addEventListener('pointercancel', onPointerEnd);
      d.svg.addEventListener('wheel', onWheel, { passive: false });
      d.mini?.addEventListener('pointerdown', onMinimapPointer);
      d.mini?.addEventListener('pointermove', onMinimapPointer);
      root.addEventListener('click', (event) => {
        const target = event.target instanceof Element ? event.target : null;
        const action = target?.closest<HTMLElement>('button[data-action]')?.dataset.action;
        if (action === 'toggle-list') toggleList();
        else if (action === 'zoom-in') zoomBy(ZOOM_STEP);
        else if (action === 'zoom-out') zoomBy(1 / ZOOM_STEP);
        else if (action === 'reset-view' && model) {
          view = model.base;
          applyView();
        }
        const remove = target?.closest<HTMLElement>('button[data-remove]');
        const node = remove ? model?.seats.get(remove.dataset.remove ?? '') : undefined;
        if (node) toggleSeat(node);
      });
      root.addEventListener('change', (event) => {
        const target = event.target;
        if (target instanceof HTMLInputElement && target.dataset.action === 'hide-unavailable') {
          hideTaken = target.checked;
          applyHighlight();
        } else if (target instanceof HTMLInputElement && target.dataset.seat !== undefined) {
          // The list goes through the same path as the map.
          const node = model?.seats.get(target.dataset.seat);
          if (node) toggleSeat(node);
          // A checkbox whose change was not taken (nothing started) shows the choice as it is.
          syncListInputs();
        } else if (target instanceof HTMLSelectElement && target.dataset.seat !== undefined) {
          const node = model?.seats.get(target.dataset.seat);
          if (node) changeTicketType(node, target.value);
        }
      });
      // `toggle` does not bubble: listened for on the way down.
      d.listPane.addEventListener(
        'toggle',
        (event) => {
          const details = event.target;
          if (!(details instanceof HTMLDetailsElement) || !details.open || details.dataset.rendered) return;
          const block = model?.blocks[Number(details.dataset.block)];
          if (block) renderRows(details, block);
        },
        true,
      );
      doc.addEventListener('visibilitychange', onVisibility);
    }

    // -- loading

    async function load(): Promise<void> {
      const [chartAnswer, statusAnswer] = await Promise.all([request('GET', '/chart'), request('GET', '/status')]);
      if (destroyed) return;
      const failed = [chartAnswer, statusAnswer].find((answer) => !answer.ok);
      if (failed) return loadFailed(failureCode(failed));
      const chart = chartAnswer.body;
      const status = statusAnswer.body;
      if (!isChart(chart) || !isStatus(status)) return loadFailed('badResponse');
      money = moneyFormat(options.locale, chart.currency);
      model = buildModel(chart);
      statusEtag = statusAnswer.etag;
      applyStatus(status, false);
      draw(model);
      notify(options.onReady, undefined);
      reconcileOwn(status.mine);
      schedulePoll();
    }

    function loadFailed(code: string): void {
      root.removeAttribute('aria-busy');
      notify(options.onLoadError, code);
    }

    load().catch((error: unknown) => {
      console.error(error);
      loadFailed('unknown');
    });

    // -- the controller

    return {
      highlightSections(sectionIds) {
        highlighted = new Set(sectionIds);
        applyHighlight();
      },
      hideSections(sectionIds) {
        hiddenSections = new Set(sectionIds);
        applyHighlight();
        updateListCounts();
      },
      hideUnavailable(hide) {
        hideTaken = hide;
        applyHighlight();
      },
      clearSelection() {
        return enqueue([], () => release(null));
      },
      forgetSelection() {
        void enqueue([], async () => {
          if (hold) setHold(null, false);
          await refresh();
        });
      },
      refresh,
      destroy() {
        if (destroyed) return;
        destroyed = true;
        abort.abort();
        clearTimeout(pollTimer);
        clearTimeout(expiryTimer);
        if (frame !== 0 && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
        doc.removeEventListener('visibilitychange', onVisibility);
        root.remove();
        dom = null;
      },
    };
  }

  const api: SeatMapGlobal = { version: VERSION, mount, rules: Object.freeze({ orphanedSeatsInRow }), metrics };
  window.SeatMap = Object.freeze(api);
})();
