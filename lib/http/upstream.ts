import { NextResponse } from 'next/server';
import type { TicketingError } from '../ticketing/errors.ts';
import { errorJson } from './guards.ts';

/** How a failed ticketing call reaches the browser: never the upstream body, only what helps the user. */
export function upstreamErrorResponse(error: TicketingError): Response {
  switch (error.kind) {
    case 'network':
      return errorJson(error.timeout ? 504 : 503, error.message);
    case 'validation':
      return errorJson(502, 'The ticketing API answered unexpectedly');
    case 'http':
      if (error.status >= 400 && error.status < 500) {
        const response = errorJson(error.status, error.upstreamMessage ?? error.message, error.fieldErrors);
        if (!error.upstreamCode) return response;
        // The API's reason code helps the UI pick its text; nothing else of the upstream body is passed on.
        return NextResponse.json(
          { message: error.upstreamMessage ?? error.message, code: error.upstreamCode, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) },
          { status: error.status, headers: response.headers },
        );
      }
      return errorJson(502, error.message);
  }
}
