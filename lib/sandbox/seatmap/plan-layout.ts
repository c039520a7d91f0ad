import type { StoredEvent } from '../collections.ts';
import type { ChartBlock, ChartRow, ChartSection } from '../../seat-map/contract.ts';
import type { VenueLayout } from './layout.ts';

/**
 * A plain chart for a seated event that has no venue layout of its own: its categories'
 * best-available plans drawn as a grid (spec 02 §2 step-1 view mode bestAvailableSeating already
 * sells these seats). Blocks of the same section and group merge, rows keep the plans' order
 * (best first, so nearest the stage), seat 1 is on the left; each category without a plan becomes a
 * general-admission area beside the seats. The seats are the plans' seats, so the map and best
 * available can never disagree.
 */

const SEAT_PITCH = 12;
const ROW_PITCH = 14;
const BLOCK_GAP = 30;
const MARGIN = 40;
const STAGE_HEIGHT = 30;
const AREA = { width: 160, height: 100, gap: 20 };

interface DraftBlock {
  section: string;
  group: string;
  gate: string | undefined;
  rows: { name: string; seats: number; category: string }[];
}

export function layoutFromPlans(event: StoredEvent): VenueLayout | undefined {
  const categories = event.categories ?? [];
  const drafts = new Map<string, DraftBlock>();
  for (const category of categories) {
    for (const block of category.seatingPlan?.blocks ?? []) {
      const key = JSON.stringify([block.sectionName, block.groupName ?? '']);
      const draft = drafts.get(key) ?? { section: block.sectionName, group: block.groupName ?? '', gate: block.gate, rows: [] };
      for (const name of block.rows) {
        if (!draft.rows.some((row) => row.name === name)) draft.rows.push({ name, seats: block.seatsPerRow, category: category.ref });
      }
      drafts.set(key, draft);
    }
  }
  if (drafts.size === 0) return undefined;

  const widest = Math.max(...[...drafts.values()].flatMap((draft) => draft.rows.map((row) => row.seats)));
  const seatsWidth = widest * SEAT_PITCH;
  const sections = new Map<string, ChartSection>();
  let y = MARGIN + STAGE_HEIGHT + BLOCK_GAP;
  [...drafts.values()].forEach((draft, blockIndex) => {
    const blockId = `B${blockIndex + 1}`;
    const rows = draft.rows.map((row, rowIndex): ChartRow => {
      const left = MARGIN + (seatsWidth - row.seats * SEAT_PITCH) / 2 + SEAT_PITCH / 2;
      const rowY = y + rowIndex * ROW_PITCH;
      return {
        id: `${blockId}-${row.name}`,
        name: row.name,
        category: row.category,
        seats: Array.from({ length: row.seats }, (_, index) => ({ id: `${blockId}-${row.name}-${index + 1}`, name: String(index + 1), x: left + index * SEAT_PITCH, y: rowY })),
      };
    });
    y += draft.rows.length * ROW_PITCH + BLOCK_GAP;
    const block: ChartBlock = { id: blockId, name: draft.group, ...(draft.gate ? { gate: draft.gate } : {}), rows };
    const section = sections.get(draft.section) ?? { id: `S${sections.size + 1}`, name: draft.section, blocks: [] };
    section.blocks.push(block);
    sections.set(draft.section, section);
  });

  const standing = categories.filter((category) => !category.seatingPlan);
  const areasLeft = MARGIN + seatsWidth + BLOCK_GAP;
  const areas = standing.map((category, index) => ({
    id: `A${index + 1}`,
    name: category.name,
    category: category.ref,
    shape: { x: areasLeft, y: MARGIN + STAGE_HEIGHT + BLOCK_GAP + index * (AREA.height + AREA.gap), width: AREA.width, height: AREA.height },
  }));
  const areasBottom = areas.length === 0 ? 0 : (areas.at(-1)?.shape.y ?? 0) + AREA.height;
  return {
    id: `plan-${event._id}`,
    width: areasLeft + (areas.length > 0 ? AREA.width + MARGIN : MARGIN - BLOCK_GAP),
    height: Math.max(y - BLOCK_GAP, areasBottom) + MARGIN,
    stage: { x: MARGIN, y: MARGIN, width: seatsWidth, height: STAGE_HEIGHT },
    sections: [...sections.values()],
    areas,
    blocked: [],
    bestFirst: [],
  };
}
