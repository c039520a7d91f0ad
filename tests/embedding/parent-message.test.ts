import { describe, expect, it } from 'vitest';
import { EMBEDDING_MESSAGE_SOURCE, EMBEDDING_MESSAGE_VERSION, embeddingParents, messageTargets, ticketActionCompleted } from '../../lib/embedding/parent-message.ts';

describe('embeddingParents (from FRAME_ANCESTORS)', () => {
  it.each([
    ["'self'", { self: true, origins: [] }],
    ["'none'", { self: false, origins: [] }],
    ["'self' https://www.partner.example", { self: true, origins: ['https://www.partner.example'] }],
    ['https://a.example https://b.example:8443/path', { self: false, origins: ['https://a.example', 'https://b.example:8443'] }],
    ['https://a.example https://a.example', { self: false, origins: ['https://a.example'] }],
    // 'none' wins over anything listed beside it, as it does in the CSP.
    ["'none' https://a.example", { self: false, origins: [] }],
  ])('%s', (setting, parents) => {
    expect(embeddingParents(setting)).toEqual(parents);
  });
});

describe('messageTargets', () => {
  it("stands the shop's own origin in for 'self', next to the listed ones, each once", () => {
    expect(messageTargets({ self: true, origins: ['https://a.example'] }, 'https://shop.example')).toEqual(['https://shop.example', 'https://a.example']);
    expect(messageTargets({ self: true, origins: ['https://shop.example'] }, 'https://shop.example')).toEqual(['https://shop.example']);
  });

  it('never targets every origin', () => {
    expect(messageTargets({ self: false, origins: [] }, 'https://shop.example')).toEqual([]);
    expect(messageTargets(embeddingParents("'self' https://a.example"), 'https://shop.example')).not.toContain('*');
  });
});

describe('ticketActionCompleted', () => {
  it('is the versioned shape the README documents', () => {
    expect(ticketActionCompleted('cancel', ['tkt_1'])).toEqual({ source: EMBEDDING_MESSAGE_SOURCE, version: EMBEDDING_MESSAGE_VERSION, type: 'ticketAction.completed', action: 'cancel', ticketIds: ['tkt_1'] });
    expect(EMBEDDING_MESSAGE_SOURCE).toBe('ticketshop');
    expect(EMBEDDING_MESSAGE_VERSION).toBe(1);
  });
});
