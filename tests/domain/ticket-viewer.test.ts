import { describe, it, expect } from 'vitest';
import { SWIPE_THRESHOLD, VIEWER_DOT_WINDOW, swipeDirection, viewerDots } from '../../lib/domain/ticket-viewer.ts';

describe('viewerDots (window of 5)', () => {
  it('uses the spec constant', () => {
    expect(VIEWER_DOT_WINDOW).toBe(5);
  });

  it.each<[number, number, number[], boolean, boolean]>([
    [0, 0, [], false, false],
    [1, 0, [], false, false],
    [2, 1, [0, 1], false, false],
    [5, 4, [0, 1, 2, 3, 4], false, false],
    [12, 0, [0, 1, 2, 3, 4], false, true],
    [12, 1, [0, 1, 2, 3, 4], false, true],
    [12, 2, [0, 1, 2, 3, 4], false, true],
    [12, 3, [1, 2, 3, 4, 5], true, true],
    [12, 6, [4, 5, 6, 7, 8], true, true],
    [12, 9, [7, 8, 9, 10, 11], true, false],
    [12, 11, [7, 8, 9, 10, 11], true, false],
    [12, 99, [7, 8, 9, 10, 11], true, false],
    [12, -3, [0, 1, 2, 3, 4], false, true],
  ])('%s tickets, at %s -> %j', (count, index, dots, moreBefore, moreAfter) => {
    expect(viewerDots(count, index)).toEqual({ dots, moreBefore, moreAfter });
  });

  it('takes another window size', () => {
    expect(viewerDots(10, 5, 3).dots).toEqual([4, 5, 6]);
  });
});

describe('swipeDirection (|dx| × velocity against 10000)', () => {
  it('uses the spec constant', () => {
    expect(SWIPE_THRESHOLD).toBe(10_000);
  });

  it.each<[string, { dx: number; dy?: number; durationMs: number }, 'next' | 'previous' | null]>([
    ['fast flick left: 100 px in 200 ms (50000)', { dx: -100, durationMs: 200 }, 'next'],
    ['fast flick right', { dx: 100, durationMs: 200 }, 'previous'],
    ['slow nudge: 40 px in 400 ms (4000)', { dx: -40, durationMs: 400 }, null],
    ['exactly at the threshold: 100 px in 1000 ms', { dx: -100, durationMs: 1000 }, 'next'],
    ['just under: 99 px in 1000 ms', { dx: 99, durationMs: 1000 }, null],
    ['long slow drag: 300 px in 1500 ms (60000)', { dx: -300, durationMs: 1500 }, 'next'],
    ['a tap', { dx: 0, durationMs: 80 }, null],
    ['mostly vertical: scrolling', { dx: -80, dy: 200, durationMs: 100 }, null],
    ['diagonal but more horizontal', { dx: -120, dy: 60, durationMs: 150 }, 'next'],
    ['zero duration counts as 1 ms', { dx: 5, durationMs: 0 }, 'previous'],
  ])('%s -> %s', (_case, gesture, expected) => {
    expect(swipeDirection(gesture)).toBe(expected);
  });
});
