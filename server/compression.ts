import { constants, createGzip, type Gzip } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * gzip for text answers. Next's own compression is off (next.config.ts) because it would run
 * before the nonce substitution and hide the placeholder inside compressed bytes; this runs after
 * it. Each write is flushed, so streamed pages (Suspense) still arrive piece by piece.
 */

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/i;
/** Below this a gzip header costs more than it saves. */
const MIN_BYTES = 1024;

type Chunk = string | Uint8Array;

export function compressResponse(req: IncomingMessage, res: ServerResponse): void {
  if (req.method === 'HEAD' || !/\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''))) return;
  const write = res.write.bind(res) as (chunk: Chunk, callback?: () => void) => boolean;
  const end = res.end.bind(res) as (chunk?: Chunk, callback?: () => void) => ServerResponse;
  let gzip: Gzip | null | undefined;

  const decide = (firstChunkBytes: number, ending: boolean): Gzip | null => {
    if (gzip !== undefined) return gzip;
    const type = String(res.getHeader('content-type') ?? '');
    const length = Number(res.getHeader('content-length') ?? Number.NaN);
    const small = ending ? firstChunkBytes < MIN_BYTES : length < MIN_BYTES;
    const skip =
      res.headersSent ||
      res.statusCode === 204 ||
      res.statusCode === 304 ||
      !COMPRESSIBLE.test(type) ||
      res.getHeader('content-encoding') !== undefined ||
      /\bno-transform\b/.test(String(res.getHeader('cache-control') ?? '')) ||
      small;
    if (skip) return (gzip = null);
    res.removeHeader('content-length');
    res.setHeader('content-encoding', 'gzip');
    const vary = String(res.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    gzip = createGzip({ level: 6 });
    gzip.on('data', (data: Buffer) => write(data));
    return gzip;
  };
  // Next sends the status line and headers before streaming a page: decide there, while headers can still change.
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    if (Array.isArray(headers)) {
      for (let index = 0; index + 1 < headers.length; index += 2) res.setHeader(String(headers[index]), headers[index + 1] as string);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value as string);
    }
    res.statusCode = status;
    decide(Number.POSITIVE_INFINITY, false);
    const message = rest.find((arg) => typeof arg === 'string');
    return message === undefined ? writeHead(status) : writeHead(status, message);
  }) as typeof res.writeHead;

  const bytes = (chunk: Chunk | undefined) => (chunk === undefined ? 0 : typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength);

  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    const active = decide(bytes(chunk), false);
    if (!active) return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    active.write(chunk);
    active.flush(constants.Z_SYNC_FLUSH, callback);
    // Pages are small: the socket's own buffering covers a slow client.
    return true;
  }) as typeof res.write;

  res.end = ((...args: unknown[]) => {
    const first = args[0];
    const chunk = typeof first === 'string' || first instanceof Uint8Array ? first : undefined;
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    const active = decide(bytes(chunk), true);
    if (!active) return (end as (...a: unknown[]) => ServerResponse)(...args);
    active.once('end', () => end(undefined, callback));
    if (chunk !== undefined) active.end(chunk);
    else active.end();
    return res;
  }) as typeof res.end;
}
