import 'server-only';
import { serverEnv } from '../env/server.ts';
import { sandboxInstance } from '../sandbox/instance.ts';
import { createTicketingClient, type TicketingClient } from './client.ts';
import { requestDeadline } from './budget.ts';

const deadline = () => requestDeadline().at;

const SANDBOX_ORIGIN = 'http://sandbox.internal';

let client: TicketingClient | undefined;

/**
 * The ticketing client of this server: the seller's API when TICKETING_API_URL is set, otherwise
 * the embedded sandbox, reached in-process through an injected fetch (no socket hop).
 */
export function ticketing(): TicketingClient {
  if (client) return client;
  const env = serverEnv();
  if (env.TICKETING_API_URL) {
    client = createTicketingClient({
      baseUrl: env.TICKETING_API_URL,
      apiKey: env.TICKETING_API_KEY,
      fetch: globalThis.fetch,
      timeoutMs: env.TICKETING_API_TIMEOUT_MS,
      deadline,
    });
  } else {
    const sandbox = sandboxInstance(env.SANDBOX_DATA_DIR);
    client = createTicketingClient({
      baseUrl: SANDBOX_ORIGIN,
      fetch: (input, init) => sandbox.handle(new Request(input, init)),
      timeoutMs: env.TICKETING_API_TIMEOUT_MS,
      deadline,
      cacheNamespace: `sandbox:${sandbox.instanceId}`,
    });
  }
  return client;
}
