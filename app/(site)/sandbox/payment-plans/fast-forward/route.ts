import { z } from 'zod';
import { crossSiteRefusal } from '@/lib/http/guards';
import { usesSandbox } from '@/lib/env/server';
import { ticketing } from '@/lib/ticketing/server';
import { fastForwardSandboxPlan } from '@/lib/ticketing/payment-plans';

const formSchema = z.object({
  sellerId: z.string().min(1).max(200),
  plan: z.string().min(1).max(200),
  secret: z.string().min(1).max(200),
});

/**
 * POST /sandbox/payment-plans/fast-forward (the sandbox control on a payment plan's page): the
 * plan's clock jumps to its next due date, what is due is charged with its payment method, and the
 * browser goes back to the plan's page (?clock=charged, or ?clock=nothingDue when nothing could be).
 * Plain HTML form: works without JavaScript. Exists only on the sandbox.
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
  const { sellerId, plan, secret } = input.data;
  const result = await fastForwardSandboxPlan(ticketing(), plan, secret);
  const page = `/seller/${encodeURIComponent(sellerId)}/payment-plan/${encodeURIComponent(plan)}/${encodeURIComponent(secret)}`;
  // A relative Location: behind a proxy the request's own origin may be an internal one.
  return new Response(null, { status: 303, headers: { location: `${page}?clock=${result.ok ? 'charged' : 'nothingDue'}`, 'cache-control': 'no-store' } });
}
