import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A production server (`next start`) on a free port with a fresh sandbox database, owned by the bench. */
export interface BenchServer {
  baseUrl: string;
  pid: number;
  dataDir: string;
  /** The last lines the server printed (stdout and stderr interleaved). */
  tail(lines?: number): string[];
  /** Lines the server wrote to stderr since it started. */
  stderrLines(): string[];
  /** Stops the server and its process group, then removes the sandbox data directory. Idempotent. */
  stop(): Promise<void>;
}

const KEEP_LINES = 400;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('could not find a free port'))));
    });
  });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    // The server was spawned detached, so it leads its own process group: -pid reaches its children too.
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

export async function startServer(options: { startTimeoutMs?: number } = {}): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ticket-shop-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const errLines: string[] = [];

  const child = spawn(process.execPath, ['server/main.ts'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SANDBOX_DATA_DIR: dataDir,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      // Always measure the embedded sandbox, even when a .env file points at a real ticketing API.
      TICKETING_API_URL: '',
    },
  });

  const collect = (target: string[][], prefix: string) => {
    let partial = '';
    return (chunk: Buffer) => {
      const text = partial + chunk.toString('utf8');
      const parts = text.split(/\r?\n/);
      partial = parts.pop() ?? '';
      for (const line of parts) {
        for (const list of target) {
          list.push(prefix + line);
          if (list.length > KEEP_LINES) list.shift();
        }
      }
    };
  };
  child.stdout?.on('data', collect([lines], ''));
  child.stderr?.on('data', collect([lines, errLines], '[stderr] '));

  let exited = false;
  const exitPromise = new Promise<void>((resolve) => child.once('exit', () => {
    exited = true;
    resolve();
  }));
  // Never leave a server behind, whatever ends this process.
  const onExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', onExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
    await Promise.race([exitPromise, new Promise((resolve) => setTimeout(resolve, 7_000))]);
    clearTimeout(timer);
    // Children of next start may outlive the leader by a moment; make sure the whole group is gone.
    killGroup(child, 'SIGKILL');
    process.removeListener('exit', onExit);
    rmSync(dataDir, { recursive: true, force: true });
  };

  const server: BenchServer = {
    baseUrl,
    pid: child.pid ?? -1,
    dataDir,
    tail: (count = 40) => lines.slice(-count),
    stderrLines: () => [...errLines],
    stop,
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited) {
      await stop();
      throw new ServerStartError(`next start exited (code ${child.exitCode}, signal ${child.signalCode}) before answering`, server.tail());
    }
    try {
      const response = await fetch(`${baseUrl}/robots.txt`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return server;
      lastProblem = `GET /robots.txt answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new ServerStartError(`the server did not answer GET /robots.txt with 200 in time (${lastProblem})`, server.tail());
}

export class ServerStartError extends Error {
  readonly output: string[];
  constructor(message: string, output: string[]) {
    super(message);
    this.name = 'ServerStartError';
    this.output = output;
  }
}
