import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ServerResponse } from 'node:http';

/**
 * A fresh CSP nonce for every response, also for pages served from Next's cache (ADR 0014).
 *
 * Pages render with a secret per-build placeholder as their nonce (the proxy puts it in the CSP
 * request header, which is where Next reads the nonce from), so the cached HTML carries the
 * placeholder on exactly the scripts Next wrote. Where the response leaves this process, the
 * placeholder is replaced in the CSP header and in the body by a new random nonce of the same
 * length: Content-Length stays right and streaming keeps working. An injected script has no
 * nonce at all, and nobody outside this process ever sees the placeholder.
 */

/** 16 random bytes in base64: 24 characters, the same length as every nonce we hand out. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** The build's placeholder, made once per build and kept beside it, so cached pages stay valid across restarts. */
export function buildPlaceholder(file: string): string {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, newNonce(), { mode: 0o600 });
  }
  const value = readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(value) !== 24) throw new Error(`${file} does not hold a 24-character nonce placeholder`);
  return value;
}

/** Bodies that can carry a nonce: pages and the React Server Components payload of navigations. */
const SUBSTITUTED_TYPES = /^(text\/html|text\/x-component)\b/i;

/**
 * Replaces `placeholder` by `nonce` in the chunks written through it. A placeholder split over two
 * chunks is caught by holding back the last (length − 1) bytes until the next chunk or the end.
 */
export class NonceReplacer {
  private readonly from: Buffer;
  private readonly to: Buffer;
  private carry: Buffer = Buffer.alloc(0);

  constructor(placeholder: string, nonce: string) {
    this.from = Buffer.from(placeholder);
    this.to = Buffer.from(nonce);
    if (this.from.length !== this.to.length) throw new Error('The nonce must have the length of the placeholder');
  }

  /** What can be sent now. */
  push(chunk: Buffer): Buffer {
    const text = this.replaceAll(this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk);
    const keep = Math.min(this.from.length - 1, text.length);
    this.carry = Buffer.from(text.subarray(text.length - keep));
    return text.subarray(0, text.length - keep);
  }

  /** What is left at the end. */
  flush(): Buffer {
    const rest = this.carry;
    this.carry = Buffer.alloc(0);
    return rest;
  }

  private replaceAll(buffer: Buffer): Buffer {
    let at = buffer.indexOf(this.from);
    if (at === -1) return buffer;
    const out = Buffer.from(buffer);
    while (at !== -1) {
      this.to.copy(out, at);
      at = out.indexOf(this.from, at + this.to.length);
    }
    return out;
  }
}

/** The nonce each response got, for the page cache's replay (server/page-cache.ts). */
const nonces = new WeakMap<ServerResponse, string>();
/** Responses whose body already carries their nonce: it passes through unscanned. */
const substitutedBodies = new WeakSet<ServerResponse>();

/** The nonce `res` sends in place of the placeholder; undefined when no substitution is installed. */
export const responseNonce = (res: ServerResponse): string | undefined => nonces.get(res);

/**
 * Says that what is written into `res` from now on already carries its nonce: a page copy put
 * together with it where the placeholder was (server/page-cache.ts), which the substitution then
 * neither scans nor copies again.
 */
export function bodyCarriesNonce(res: ServerResponse): void {
  substitutedBodies.add(res);
}

type Chunk = string | Uint8Array;
const toBuffer = (chunk: Chunk, encoding?: BufferEncoding): Buffer => (typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));

/**
 * Makes `res` send a fresh nonce instead of the placeholder: in every header that holds it (the
 * CSP) and in HTML and RSC bodies. Other responses pass through untouched.
 */
export function substituteNonce(res: ServerResponse, placeholder: string): void {
  const nonce = newNonce();
  nonces.set(res, nonce);
  const swap = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replaceAll(placeholder, nonce);
    if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item.replaceAll(placeholder, nonce) : item));
    return value;
  };
  let replacer: NonceReplacer | null | undefined;
  const replacerFor = (): NonceReplacer | null => {
    if (replacer === undefined) {
      const type = String(res.getHeader('content-type') ?? '');
      replacer = SUBSTITUTED_TYPES.test(type) && !substitutedBodies.has(res) ? new NonceReplacer(placeholder, nonce) : null;
    }
    return replacer;
  };

  const setHeader = res.setHeader.bind(res);
  res.setHeader = ((name: string, value: number | string | readonly string[]) => setHeader(name, swap(value) as typeof value)) as typeof res.setHeader;

  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    // Headers given here go through setHeader, so they are swapped and the body's type is known.
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    if (Array.isArray(headers)) {
      for (let index = 0; index + 1 < headers.length; index += 2) res.setHeader(String(headers[index]), headers[index + 1] as string);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value as string);
    }
    // A page from Next's cache says `s-maxage`: a shared cache would then hand one response, and
    // its nonce, to everyone (and one edition's language to all, ADR 0038). Our cache is Next's.
    if (SUBSTITUTED_TYPES.test(String(res.getHeader('content-type') ?? ''))) {
      if (/s-maxage|public/.test(String(res.getHeader('cache-control') ?? ''))) setHeader('cache-control', 'private, no-cache');
      // A validator would let the browser keep the body and its old nonce under a 304's new CSP,
      // which blocks every script of the page (isPageRequest drops the conditional headers too).
      res.removeHeader('etag');
    }
    const message = rest.find((arg) => typeof arg === 'string');
    return message === undefined ? writeHead(status) : writeHead(status, message);
  }) as typeof res.writeHead;

  const write = res.write.bind(res) as (chunk: Chunk, ...rest: unknown[]) => boolean;
  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    const active = replacerFor();
    if (!active || chunk === undefined || chunk === null) return write(chunk, ...rest);
    const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
    const callback = rest.find((arg) => typeof arg === 'function') as ((error?: Error | null) => void) | undefined;
    const out = active.push(toBuffer(chunk, encoding));
    return callback ? write(out, callback) : write(out);
  }) as typeof res.write;

  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    const active = replacerFor();
    if (!active) return end(...args);
    const [first, second] = args;
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    const last = typeof first === 'string' || first instanceof Uint8Array ? active.push(toBuffer(first, typeof second === 'string' ? (second as BufferEncoding) : undefined)) : Buffer.alloc(0);
    const rest = Buffer.concat([last, active.flush()]);
    return callback ? end(rest, callback) : end(rest);
  }) as typeof res.end;
}

/**
 * Whether a request may be answered with a page or an RSC payload, whose nonce is new in every
 * response: such a request must not be answered 304 from the browser's copy (see above).
 */
export function dropConditionalHeaders(headers: Record<string, unknown>, path: string): void {
  if (path.startsWith('/_next/static/') || path.startsWith('/api/') || path.startsWith('/sandbox/api/')) return;
  delete headers['if-none-match'];
  delete headers['if-modified-since'];
}
