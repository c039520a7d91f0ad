import { describe, expect, it } from 'vitest';
import { EnvError, parseServerEnv } from '../../lib/env/schema.ts';

/** SEATMAP_HOST: the seat-map service's base URL, https and absolute, optional. */
describe('SEATMAP_HOST', () => {
  it('is unset by default and when empty', () => {
    expect(parseServerEnv({}).SEATMAP_HOST).toBeUndefined();
    expect(parseServerEnv({ SEATMAP_HOST: ' ' }).SEATMAP_HOST).toBeUndefined();
  });

  it('takes an absolute https URL, without its trailing slash', () => {
    expect(parseServerEnv({ SEATMAP_HOST: 'https://seatmap.example/v2/' }).SEATMAP_HOST).toBe('https://seatmap.example/v2');
  });

  it.each(['http://seatmap.example', '/sandbox/api/seatmap', 'seatmap.example'])('refuses %s, naming the variable', (value) => {
    let error: unknown;
    try {
      parseServerEnv({ SEATMAP_HOST: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).variables).toEqual(['SEATMAP_HOST']);
  });
});
