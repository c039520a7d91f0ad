import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../bench/server.ts';
import { buildIfNeeded } from './build-if-needed.ts';
import { openSandbox } from '../lib/sandbox/instance-file.ts';

/**
 * The production shape on one machine (ADR 0014): Redis, two storefront instances sharing it, and
 * nginx in front balancing between them. Both instances use one sandbox database (SQLite in WAL
 * mode allows several processes) and therefore one session secret, so a login or a cart made
 * through one instance is honoured by the other.
 *
 * `npm run shape` serves it on http://localhost:8080 until Ctrl+C; tests and the bench start it
 * with `startProductionShape()`.
 */

export interface ProductionShape {
  /** nginx, in front of both instances. */
  baseUrl: string;
  /** Each instance directly, for showing that one sees what the other did. */
  instanceUrls: [string, string];
  /** The process of each instance (the same order), for the bench to read its memory. */
  instancePids: [number, number];
  redisUrl: string;
  stop(): Promise<void>;
}

export interface ShapeOptions {
  port?: number;
  /** Sandbox data directory; a fresh temporary one when absent. */
  dataDir?: string;
  quiet?: boolean;
}

function need(binary: string, hint: string): string {
  const found = spawnSync('sh', ['-c', `command -v ${binary} || ls /usr/sbin/${binary} 2>/dev/null`], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  if (!found) throw new Error(`${binary} is not installed (${hint})`);
  return found;
}

async function waitFor(url: string, timeoutMs: number, isUp: (status: number) => boolean = (status) => status === 200): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      await response.arrayBuffer();
      if (isUp(response.status)) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not come up (${last})`);
}

function nginxConfig(options: { port: number; upstreams: number[]; prefix: string }): string {
  return `worker_processes 1;
daemon off;
pid ${options.prefix}/nginx.pid;
error_log ${options.prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${options.prefix}/body;
  proxy_temp_path ${options.prefix}/proxy;
  fastcgi_temp_path ${options.prefix}/fastcgi;
  uwsgi_temp_path ${options.prefix}/uwsgi;
  scgi_temp_path ${options.prefix}/scgi;
  upstream storefront {
    ${options.upstreams.map((port) => `server 127.0.0.1:${port} max_fails=0;`).join('\n    ')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${options.port};
    # The storefront compresses (after putting each response's nonce in): pass its bytes through.
    gzip off;
    proxy_buffering off;
    location / {
      proxy_pass http://storefront;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # One trusted hop: the instances read the client from the address nginx appends.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_next_upstream error timeout;
    }
  }
}
`;
}

export async function startProductionShape(options: ShapeOptions = {}): Promise<ProductionShape> {
  const redisServer = need('redis-server', 'apt-get install redis-server');
  const nginx = need('nginx', 'apt-get install nginx-light');
  const log = (line: string) => (options.quiet ? undefined : console.log(line));
  const work = mkdtempSync(join(tmpdir(), 'ticket-shop-shape-'));
  // nginx's workers drop root; they only need to read what is here.
  chmodSync(work, 0o755);
  const dataDir = resolve(options.dataDir ?? join(work, 'sandbox'));
  const children: ChildProcess[] = [];
  const stopAll = async () => {
    for (const child of children.reverse()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 500));
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  };
  process.once('exit', () => {
    for (const child of children) child.kill('SIGKILL');
  });

  try {
    const [redisPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    const port = options.port ?? (await freePort());
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    children.push(spawn(redisServer, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' }));

    // Migrations and demo data once, before two processes open the file.
    openSandbox(dataDir).close();
    // One webhook secret for both: each instance's sandbox signs the changes it makes and posts them
    // to its own instance, whose revalidation reaches the other through Redis.
    const cacheWebhookSecret = process.env.CACHE_WEBHOOK_SECRET?.trim() || randomBytes(32).toString('base64url');
    const pids: number[] = [];
    for (const instancePort of [portA, portB]) {
      children.push(
        spawn(process.execPath, ['server/main.ts'], {
          stdio: options.quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
          env: {
            ...process.env,
            NODE_ENV: 'production',
            NEXT_TELEMETRY_DISABLED: '1',
            PORT: String(instancePort),
            LISTEN_HOST: '127.0.0.1',
            REDIS_URL: redisUrl,
            TRUSTED_PROXY_HOPS: '1',
            SANDBOX_DATA_DIR: dataDir,
            SITE_URL: `http://localhost:${port}`,
            TICKETING_API_URL: '',
            CACHE_WEBHOOK_SECRET: cacheWebhookSecret,
            CACHE_WEBHOOK_URL: `http://127.0.0.1:${instancePort}/api/cache/revalidate`,
          },
        }),
      );
      pids.push(children.at(-1)?.pid ?? -1);
    }

    const prefix = join(work, 'nginx');
    for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, folder), { recursive: true });
    writeFileSync(join(prefix, 'nginx.conf'), nginxConfig({ port, upstreams: [portA, portB], prefix }));
    children.push(spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: options.quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'] }));

    const instanceUrls: [string, string] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    const instancePids: [number, number] = [pids[0] ?? -1, pids[1] ?? -1];
    await Promise.all(instanceUrls.map((url) => waitFor(`${url}/robots.txt`, 90_000)));
    const baseUrl = `http://localhost:${port}`;
    await waitFor(`${baseUrl}/robots.txt`, 10_000);
    log(`\nProduction shape: nginx ${baseUrl} → ${instanceUrls.join(' and ')}, Redis ${redisUrl}, sandbox ${dataDir}`);
    return { baseUrl, instanceUrls, instancePids, redisUrl, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildIfNeeded();
  const port = Number(process.argv.find((arg) => arg.startsWith('--port='))?.slice('--port='.length) ?? 8080);
  const shape = await startProductionShape({ port, dataDir: '.data/shape' });
  console.log(`\nOpen ${shape.baseUrl}/riverside-live — Ctrl+C stops nginx, both instances and Redis.`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void shape.stop().then(() => process.exit(0)));
  }
}
