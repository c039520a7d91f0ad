import autocannon from 'autocannon';

export const LOAD_SECONDS = 10;
export const LOAD_CONNECTIONS = 10;

/** One autocannon run, reduced to the figures the budget looks at. */
export interface LoadResult {
  label: string;
  path: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Completed requests (any status). */
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Status code -> count, for the report when something was not 2xx. */
  statusCodes: Record<string, number>;
}

export interface LoadShape {
  connections: number;
  seconds: number;
}

const DEFAULT_SHAPE: LoadShape = { connections: LOAD_CONNECTIONS, seconds: LOAD_SECONDS };

export async function runLoad(baseUrl: string, label: string, path: string, headers: Record<string, string> = {}, shape: LoadShape = DEFAULT_SHAPE): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl + path,
    headers,
    connections: shape.connections,
    duration: shape.seconds,
    timeout: 10,
    renderProgressBar: false,
    renderResultsTable: false,
    renderLatencyTable: false,
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count;
  return {
    label,
    path,
    reqPerSec: result.requests.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.latency.totalCount ?? result['2xx'] + result.non2xx,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

/** A short pause between runs so one run's tail (GC, sockets in TIME_WAIT) does not bleed into the next. */
export function pause(ms = 1_000): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
