import { expect } from 'vitest';
import type { Sandbox } from '../../../lib/sandbox/index.ts';
import { DEMO_PASSWORD } from '../../../lib/sandbox/seed/ids.ts';

/** Calling the sandbox's handler like an HTTP client, for the account-area route tests. */

export const ORIGIN = 'http://sandbox.test';

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
}

export interface CallOptions {
  json?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export function caller(sandbox: () => Sandbox) {
  async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers = new Headers(options.headers);
    if (options.token) headers.set('authorization', `Bearer ${options.token}`);
    let body: string | undefined;
    if (options.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.json);
    }
    const response = await sandbox().handle(new Request(`${ORIGIN}${path}`, { method, headers, ...(body === undefined ? {} : { body }) }));
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
  }

  const get = <T>(path: string, token?: string) => call<T>('GET', path, token ? { token } : {});

  async function login(email: string, sellerId = 'sel_riverside', password = DEMO_PASSWORD): Promise<string> {
    const answer = await call<{ token: string }>('POST', '/api/public/customers/login', { json: { sellerId, email, password } });
    expect(answer.status, `login of ${email}`).toBe(200);
    return answer.body.token;
  }

  /** A 200 answer's body; any other status fails the test with the answer shown. */
  async function ok<T>(path: string, token?: string): Promise<T> {
    const answer = await get<T>(path, token);
    expect(answer.status, `GET ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body;
  }

  return { call, get, login, ok };
}

export const EMAILS = {
  alex: 'alex.morgan@example.com',
  jamie: 'jamie.lee@example.com',
  sam: 'sam.collector@example.com',
  lena: 'lena.fischer@example.com',
  taylor: 'taylor.brooks@example.com',
} as const;

/** Dates newest first (equal dates allowed). */
export function expectNewestFirst(dates: readonly (string | null | undefined)[]): void {
  const times = dates.map((date) => Date.parse(date ?? ''));
  expect(times.every((time) => Number.isFinite(time))).toBe(true);
  for (let index = 1; index < times.length; index += 1) expect(times[index - 1]).toBeGreaterThanOrEqual(times[index] ?? 0);
}
