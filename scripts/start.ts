import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadEnvFiles } from './load-env.ts';
import { EnvError, parseServerEnv, type ServerEnv } from '../lib/env/schema.ts';
import { openSandbox } from '../lib/sandbox/instance-file.ts';
import { DEMO_GUIDE } from '../lib/sandbox/seed/guide.ts';
import { buildIfNeeded } from './build-if-needed.ts';

/**
 * `npm start`: checks the environment, builds when the sources changed, prepares the sandbox
 * database (migrations and demo data on first start) and serves the shop with server/main.ts
 * (Next's request handler behind the per-response nonce and the trust rules, ADR 0014 and 0015).
 */
const args = new Set(process.argv.slice(2));
loadEnvFiles();

let env: ServerEnv;
try {
  env = parseServerEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

if (!args.has('--no-build')) buildIfNeeded();

const sandbox = env.TICKETING_API_URL === undefined;
if (sandbox) {
  const { seeded, path, close } = openSandbox(env.SANDBOX_DATA_DIR);
  close();
  if (!args.has('--quiet')) console.log(seeded ? `Sandbox database created with demo data: ${path}` : `Sandbox database: ${path}`);
}

const url = `http://localhost:${env.PORT}`;
if (!args.has('--quiet')) {
  console.log(`\nTicket shop storefront on ${url}`);
  if (sandbox) console.log(DEMO_GUIDE(url));
  else console.log(`Ticketing API: ${env.TICKETING_API_URL}`);
}

// The sandbox tells the cache of its changes through the signed webhook; without a configured
// secret the server signs and checks them with one made up for this run. A real ticketing API must
// be given the secret, so there an unset one stays unset (the webhook answers 503).
const cacheWebhookSecret = env.CACHE_WEBHOOK_SECRET ?? (sandbox ? randomBytes(32).toString('base64url') : undefined);
const child = spawn(process.execPath, ['server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...(cacheWebhookSecret ? { CACHE_WEBHOOK_SECRET: cacheWebhookSecret } : {}) },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
