import { errorResponse, json } from './respond.ts';
import { SandboxHttpError } from './errors.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteRequest<Ctx> {
  request: Request;
  url: URL;
  params: Record<string, string>;
  ctx: Ctx;
}

export interface Route<Ctx> {
  method: Method;
  /** A path pattern such as `/api/public/sellers/:slug`; `:name` matches one segment. */
  path: string;
  handle: (input: RouteRequest<Ctx>) => Response | Promise<Response>;
}

interface CompiledRoute<Ctx> extends Route<Ctx> {
  pattern: RegExp;
  names: string[];
}

function compile<Ctx>(route: Route<Ctx>): CompiledRoute<Ctx> {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { ...route, pattern: new RegExp(`^${source}$`), names };
}

/** A minimal router: the sandbox is a plain `(Request) => Promise<Response>` with no framework. */
export function createRouter<Ctx>(routes: readonly Route<Ctx>[], makeContext: (request: Request) => Ctx) {
  const compiled = routes.map(compile);
  return async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/\/+$/, '') || '/';
    let pathMatched = false;
    for (const route of compiled) {
      const match = route.pattern.exec(path);
      if (!match) continue;
      pathMatched = true;
      if (route.method !== request.method) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, index) => {
        params[name] = decodeURIComponent(match[index + 1] ?? '');
      });
      try {
        return await route.handle({ request, url, params, ctx: makeContext(request) });
      } catch (error) {
        if (error instanceof SandboxHttpError) return errorResponse(error);
        console.error('[sandbox] unhandled error', request.method, path, error);
        return json({ statusCode: 500, message: 'Internal sandbox error' }, 500);
      }
    }
    return pathMatched
      ? errorResponse(new SandboxHttpError(405, `Method ${request.method} not allowed`))
      : errorResponse(new SandboxHttpError(404, `No sandbox route for ${request.method} ${path}`));
  };
}
