/** An error the sandbox answers with its own status and message, like the real API would. */
export class SandboxHttpError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;
  /** A machine-readable reason (e.g. 'confirmationRequired'), for clients that map reasons to texts. */
  readonly code: string | undefined;
  /** Further fields of the answer (e.g. the lines a removal would also take). */
  readonly details: Record<string, unknown> | undefined;

  constructor(status: number, message: string, errors?: Record<string, string[]>, extra: { code?: string; details?: Record<string, unknown> } = {}) {
    super(message);
    this.name = 'SandboxHttpError';
    this.status = status;
    this.errors = errors;
    this.code = extra.code;
    this.details = extra.details;
  }
}

/** An error with a code (and optional extra answer fields). */
export const coded = (status: number, code: string, message: string, details?: Record<string, unknown>, errors?: Record<string, string[]>) =>
  new SandboxHttpError(status, message, errors, { code, ...(details ? { details } : {}) });

export const notFound = (what: string) => new SandboxHttpError(404, `${what} not found`);
export const unauthorized = () => new SandboxHttpError(401, 'Authentication required');
export const forbidden = (message = 'Forbidden') => new SandboxHttpError(403, message);
export const badRequest = (message: string, errors?: Record<string, string[]>) => new SandboxHttpError(400, message, errors);
export const conflict = (message: string) => new SandboxHttpError(409, message);
