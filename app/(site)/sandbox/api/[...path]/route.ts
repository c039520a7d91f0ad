import { serverEnv, usesSandbox } from '@/lib/env/server';
import { sandboxInstance } from '@/lib/sandbox/instance';

/**
 * The embedded sandbox's HTTP mount, for e2e tests and curl: /sandbox/api/… answers what the
 * real API answers at /api/…. It exists only when no TICKETING_API_URL is configured.
 */
async function handle(request: Request): Promise<Response> {
  if (!usesSandbox()) return new Response('Not found', { status: 404 });
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/^\/sandbox\/api\//, '/api/');
  const forwarded = new Request(url, {
    method: request.method,
    headers: request.headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer(),
  });
  return sandboxInstance(serverEnv().SANDBOX_DATA_DIR).handle(forwarded);
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const DELETE = handle;
