import { describe, expect, it } from 'vitest';
import { createAdmission, needsAdmission } from '../../server/admission.ts';

describe('createAdmission', () => {
  it('lets maxActive in at once and the rest in arrival order as places free up', async () => {
    const admission = createAdmission({ maxActive: 2, maxQueued: 10 });
    const first = await admission.admit();
    const second = await admission.admit();
    const order: string[] = [];
    const third = admission.admit().then((release) => (order.push('third'), release));
    const fourth = admission.admit().then((release) => (order.push('fourth'), release));
    expect({ active: admission.active, queued: admission.queued }).toEqual({ active: 2, queued: 2 });

    second?.();
    const thirdRelease = await third;
    expect(order).toEqual(['third']);
    first?.();
    await fourth;
    expect(order).toEqual(['third', 'fourth']);
    expect({ active: admission.active, queued: admission.queued }).toEqual({ active: 2, queued: 0 });
    thirdRelease?.();
    expect(admission.active).toBe(1);
  });

  it('turns a request away when the queue is full', async () => {
    const admission = createAdmission({ maxActive: 1, maxQueued: 1 });
    await admission.admit();
    void admission.admit();
    expect(await admission.admit()).toBeUndefined();
  });

  it('frees a place once however often the release is called', async () => {
    const admission = createAdmission({ maxActive: 1, maxQueued: 5 });
    const release = await admission.admit();
    release?.();
    release?.();
    expect(admission.active).toBe(0);
    await admission.admit();
    // Only one place exists: the next one waits.
    void admission.admit();
    expect({ active: admission.active, queued: admission.queued }).toEqual({ active: 1, queued: 1 });
  });
});

describe('needsAdmission', () => {
  it.each([
    ['/riverside-live', true],
    ['/riverside-live/account/tickets?x=1', true],
    ['/api/shops/riverside-live/cart', true],
    ['/_next/static/chunks/app.js', false],
    ['/icon.svg', false],
    ['/robots.txt', false],
    ['/sandbox/api/events/public/listings', false],
    ['/sandbox/mail', true],
  ])('%s -> %s', (url, expected) => {
    expect(needsAdmission(url)).toBe(expected);
  });
});
