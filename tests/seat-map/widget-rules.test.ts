// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { widgetScript } from '../../lib/sandbox/seatmap/widget-script.ts';
import type { SeatMapRules } from '../../lib/seat-map/widget-api.ts';
import { OTHER_SETTINGS_CASES, SPEC_SETTINGS_CASES, marks, row } from '../domain/orphan-seat-cases.ts';

/**
 * The widget's own copy of the orphan-seat rule (it refuses before calling the service) against
 * the very table of lib/domain/orphan-seats.ts, so the browser and the service never disagree.
 */

let rules: SeatMapRules;
// Read through a function: after `delete`, TypeScript would take the property for undefined.
const installed = () => window.SeatMap;

beforeAll(() => {
  delete window.SeatMap;
  new Function(widgetScript().script)();
  const exposed = installed()?.rules;
  if (!exposed) throw new Error('the widget script exposes no rules');
  rules = exposed;
});

describe("the widget's orphanedSeatsInRow with the spec settings", () => {
  it.each(SPEC_SETTINGS_CASES)('$why: $seats', ({ seats, orphans }) => {
    expect(marks(seats, rules.orphanedSeatsInRow(row(seats), { minimumSeatDistance: 2, edgeOrphaning: false }))).toBe(orphans.trimEnd());
  });
});

describe("the widget's orphanedSeatsInRow with other settings", () => {
  it.each(OTHER_SETTINGS_CASES)('$why: $seats', ({ seats, edgeOrphaning, distance, orphans }) => {
    expect(marks(seats, rules.orphanedSeatsInRow(row(seats), { minimumSeatDistance: distance, edgeOrphaning }))).toBe(orphans);
  });
});
