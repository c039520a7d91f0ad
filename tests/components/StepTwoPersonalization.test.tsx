// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, it, expect } from 'vitest';
import { createRef } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { StepTwoPersonalization } from '../../components/checkout/step2/StepTwoPersonalization.tsx';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';
import { baseTicket, renderWithProviders } from './step2-support.tsx';

let tickets: Ticket[] = [];
let reads = 0;
const server = setupServer(
  http.get('*/api/shops/riverside-live/cart/tickets', () => {
    reads += 1;
    return HttpResponse.json({ tickets });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  reads = 0;
});
afterAll(() => server.close());

describe('StepTwoPersonalization', () => {
  it("lists the cart's tickets that need details, and marks those still missing once paying was tried", async () => {
    tickets = [baseTicket, { ...baseTicket, _id: 'tkt_2', requiresPersonalization: false, requiresExtraFields: false }];
    const ref = createRef<HTMLElement>();
    const { rerender } = renderWithProviders(<StepTwoPersonalization ref={ref} timeZone="Europe/London" checked={false} />);
    const section = await screen.findByRole('region', { name: 'Ticket holders' });
    expect(ref.current).toBe(section);
    expect(section).toHaveAttribute('tabindex', '-1');
    expect(screen.getAllByText('Personalize now')).toHaveLength(1);
    expect(screen.queryByText('Please fill in the required details for every ticket.')).not.toBeInTheDocument();
    rerender(<StepTwoPersonalization ref={ref} timeZone="Europe/London" checked />);
    expect(screen.getByText('Please fill in the required details for every ticket.')).toBeInTheDocument();
  });

  it('shows nothing when no ticket needs details', async () => {
    tickets = [{ ...baseTicket, requiresPersonalization: false, requiresExtraFields: false }];
    const { container } = renderWithProviders(<StepTwoPersonalization timeZone="Europe/London" checked={false} />);
    await waitFor(() => expect(reads).toBe(1));
    expect(container).toBeEmptyDOMElement();
  });
});
