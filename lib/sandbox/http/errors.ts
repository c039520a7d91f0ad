/** An error the sandbox answers with its own status and message, like the real API would. */
export class SandboxHttpError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;

  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'SandboxHttpError';
    this.status = status;
    this.errors = errors;
  }
}

export const notFound = (what: string) => new SandboxHttpError(404, `${what} not found`);
export const unauthorized = () => new SandboxHttpError(401, 'Authentication required');
export const forbidden = (message = 'Forbidden') => new SandboxHttpError(403, message);
export const badRequest = (message: string, errors?: Record<string, string[]>) => new SandboxHttpError(400, message, errors);
export const conflict = (message: string) => new SandboxHttpError(409, message);
