// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider, createIntl } from 'react-intl';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import en from '../../messages/en.json';
import { VerificationPending } from '../../components/account/shell/VerificationPending.tsx';
import { nextVerificationLabel } from '../../lib/i18n/account-format.ts';
import { ToastProvider } from '../../components/ui/Toasts.tsx';

const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }) }));

const SLUG = 'riverside-live';
const RESEND_URL = `/api/shops/${SLUG}/account/verification-mail`;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

function renderScreen(props: Partial<Parameters<typeof VerificationPending>[0]> = {}) {
  return render(
    <IntlProvider locale="en" messages={en}>
      <ToastProvider>
        <VerificationPending shopSlug={SLUG} email="jamie.lee@example.com" next={null} initiallyBlocked={false} {...props} />
      </ToastProvider>
    </IntlProvider>,
  );
}

const resendButton = () => screen.getByRole('button', { name: 'Send the e-mail again' });

describe('VerificationPending', () => {
  it('says where the link went', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Please confirm your e-mail address' })).toBeInTheDocument();
    expect(screen.getByText('jamie.lee@example.com')).toBeInTheDocument();
  });

  it('keeps the resend button disabled until the next allowed time, naming it, then enables it by itself', () => {
    vi.useFakeTimers();
    renderScreen({ next: { at: inMs(90_000), label: '14:05 GMT' }, initiallyBlocked: true });
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveAccessibleDescription('You can request another e-mail at 14:05 GMT.');
    act(() => vi.advanceTimersByTime(60_000));
    expect(resendButton()).toBeDisabled();
    act(() => vi.advanceTimersByTime(31_000));
    expect(resendButton()).toBeEnabled();
    expect(screen.queryByText(/You can request another e-mail/)).not.toBeInTheDocument();
  });

  it('is enabled when the time has passed or there is none', () => {
    const { unmount } = renderScreen({ next: { at: inMs(-1000), label: '14:05 GMT' }, initiallyBlocked: false });
    expect(resendButton()).toBeEnabled();
    unmount();
    renderScreen({ next: null, initiallyBlocked: false });
    expect(resendButton()).toBeEnabled();
  });

  it('takes over from the server when the browser sees the time already passed', async () => {
    // The server rendered it blocked; a browser whose clock is past the time enables it at once.
    renderScreen({ next: { at: inMs(-5), label: '14:05 GMT' }, initiallyBlocked: true });
    await vi.waitFor(() => expect(resendButton()).toBeEnabled());
  });

  it('sends a new mail: success notification, and blocked again until the new time', async () => {
    const calls: string[] = [];
    server.use(
      http.post(RESEND_URL, ({ request }) => {
        calls.push(request.method);
        return HttpResponse.json({ next: { at: inMs(120_000), label: '14:07 GMT' } });
      }),
    );
    const user = userEvent.setup();
    renderScreen();
    await user.click(resendButton());
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent you a new confirmation e-mail.');
    expect(resendButton()).toBeDisabled();
    expect(screen.getByText('You can request another e-mail at 14:07 GMT.')).toBeInTheDocument();
    expect(calls).toEqual(['POST']);
  });

  it('shows the error notification when the mail cannot be sent', async () => {
    server.use(http.post(RESEND_URL, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const user = userEvent.setup();
    renderScreen();
    await user.click(resendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The confirmation e-mail could not be sent. Please try again later.');
    expect(resendButton()).toBeEnabled();
  });

  it('too early: error notification and the time the API names', async () => {
    server.use(http.post(RESEND_URL, () => HttpResponse.json({ message: 'Too early', next: { at: inMs(60_000), label: '14:06 GMT' } }, { status: 429 })));
    const user = userEvent.setup();
    renderScreen();
    await user.click(resendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be sent');
    expect(resendButton()).toBeDisabled();
    expect(screen.getByText('You can request another e-mail at 14:06 GMT.')).toBeInTheDocument();
  });

  it('reloads the page for a customer who has confirmed in the meantime', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'I have confirmed it' }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('nextVerificationLabel', () => {
  it("names the time in the seller's time zone", () => {
    const intl = createIntl({ locale: 'en', messages: en });
    const at = '2030-01-15T12:05:00.000Z';
    expect(nextVerificationLabel(intl, at, 'Europe/London').replace(/\s/g, ' ')).toMatch(/^12:05 PM London time$/);
    expect(nextVerificationLabel(intl, at, 'Europe/Berlin').replace(/\s/g, ' ')).toMatch(/^01:05 PM Berlin time$/);
    expect(nextVerificationLabel(intl, at, 'America/New_York').replace(/\s/g, ' ')).toMatch(/07:05 AM EST|07:05 EST/);
  });
});
