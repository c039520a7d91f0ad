// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en.json';
import type { OfflineStatusProps } from '../../components/offline/OfflineStatus.tsx';
import type { StoreAnswer } from '../../lib/offline/worker-protocol.ts';

/** The status line of an offline ticket page (ADR 0025): quiet online, the copy's age offline. */

const keepTicketsOffline = vi.hoisted(() => vi.fn<() => Promise<StoreAnswer | undefined>>());
vi.mock('../../lib/offline/keep.ts', () => ({ keepTicketsOffline }));

let OfflineStatus: ComponentType<OfflineStatusProps>;
beforeAll(async () => {
  // Other files share this worker's modules: load the component afresh, with the mock.
  vi.resetModules();
  ({ OfflineStatus } = await import('../../components/offline/OfflineStatus.tsx'));
});
afterAll(() => {
  vi.doUnmock('../../lib/offline/keep.ts');
  vi.resetModules();
});

const RENDERED = '2030-05-01T18:30:00.000Z';
const time = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(RENDERED));

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

function goOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

afterEach(() => {
  online = true;
  keepTicketsOffline.mockReset();
});

function renderStatus() {
  return render(
    <IntlProvider locale="en" messages={en}>
      <OfflineStatus version="build-1" renderedAt={RENDERED} />
    </IntlProvider>,
  );
}

describe('OfflineStatus', () => {
  it('keeps the page offline and stays quiet while online', async () => {
    keepTicketsOffline.mockResolvedValue({ fromCache: false });
    renderStatus();
    await waitFor(() => expect(keepTicketsOffline).toHaveBeenCalledWith({ version: 'build-1', url: window.location.href, renderedAt: RENDERED }));
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    // The worker reads the render's time from the stored page.
    expect(status).toHaveAttribute('data-offline-rendered-at', RENDERED);
  });

  it('says it is offline, with the time of the tickets shown, and falls quiet again online', async () => {
    keepTicketsOffline.mockResolvedValue(undefined);
    renderStatus();
    goOnline(false);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(`You are offline. Tickets as of ${time}`);
    expect(status.querySelector('time')).toHaveAttribute('dateTime', RENDERED);
    goOnline(true);
    expect(status).toBeEmptyDOMElement();
  });

  it('speaks up at once on a page opened offline', () => {
    keepTicketsOffline.mockResolvedValue(undefined);
    online = false;
    renderStatus();
    expect(screen.getByRole('status')).toHaveTextContent(`You are offline. Tickets as of ${time}`);
  });

  it('says the shop cannot be reached when the page came from the cache while the browser thinks it is online', async () => {
    keepTicketsOffline.mockResolvedValue({ fromCache: true });
    renderStatus();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`The shop cannot be reached. Tickets as of ${time}`));
  });
});
