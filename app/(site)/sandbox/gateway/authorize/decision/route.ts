import { z } from 'zod';
import { crossSiteRefusal } from '@/lib/http/guards';
import { usesSandbox } from '@/lib/env/server';
import { ticketing } from '@/lib/ticketing/server';
import { authorizeSandboxPayment } from '@/lib/ticketing/payments';
import { returnPathOf } from '@/lib/cart/return-path';

const formSchema = z.object({
  request: z.string().min(1).max(200),
  secret: z.string().min(1).max(200),
  returnUrl: z.string().max(2000).optional(),
  decision: z.enum(['approve', 'decline']),
});

/** 303 to a path of this site (a relative Location: behind a proxy the request's own origin may be an internal one). */
function seeOther(path: string, params: Record<string, string>): Response {
  const [base = '/', hash] = path.split('#');
  const [pathname = '/', search = ''] = base.split('?');
  const query = new URLSearchParams(search);
  for (const [key, value] of Object.entries(params)) query.set(key, value);
  return new Response(null, { status: 303, headers: { location: `${pathname}?${query.toString()}${hash !== undefined ? `#${hash}` : ''}`, 'cache-control': 'no-store' } });
}

/**
 * POST /sandbox/gateway/authorize/decision (the test bank page's form): records Authorize or
 * Decline with the sandbox and sends the buyer back to the returnUrl path with
 * ?redirectResult=…&paymentRequestId=… (spec 02 §4 return from a redirect); when nothing can be
 * recorded (the request was paid or canceled meanwhile) with ?paymentFailed=true instead.
 */
export async function POST(request: Request) {
  if (!usesSandbox()) return new Response('Not found', { status: 404 });
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return new Response('Expected a form', { status: 415 });
  }
  const input = formSchema.safeParse(Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string')));
  if (!input.success) return new Response('Invalid form', { status: 400 });
  const returnUrl = returnPathOf(input.data.returnUrl);
  const result = await authorizeSandboxPayment(ticketing(), { request: input.data.request, secret: input.data.secret, approve: input.data.decision === 'approve' });
  if (!result.ok) return seeOther(returnUrl, { paymentFailed: 'true', paymentRequestId: input.data.request });
  return seeOther(returnUrl, { redirectResult: result.data.redirectResult, paymentRequestId: input.data.request });
}
