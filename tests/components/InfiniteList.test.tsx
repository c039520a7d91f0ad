// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, it, expect, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en.json';
import { InfiniteList } from '../../components/account/ui/InfiniteList.tsx';
import { z } from 'zod';
import type { ListPage } from '../../lib/domain/infinite-paging.ts';
import { json, operation } from '../../lib/operations/define.ts';

interface Item {
  id: string;
  name: string;
}

/** A list operation like the account lists': a filter, and the page's skip and top. */
const listOperation = operation({
  method: 'GET',
  path: '/api/list',
  input: () => Promise.resolve(z.object({ direction: z.string(), skip: z.number().optional(), top: z.number().optional() })),
  answer: json<ListPage<Item>>(),
});

const items = (from: number, count: number): Item[] => Array.from({ length: count }, (_, index) => ({ id: `i${from + index}`, name: `Item ${from + index + 1}` }));

/** The handler's answers by skip; an entry of 'fail' answers 500. */
let pages: Map<number, ListPage<Item> | 'fail'>;
let requests: URL[];

const server = setupServer(
  http.get('*/api/list', ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    const page = pages.get(Number(url.searchParams.get('skip')));
    if (!page || page === 'fail') return HttpResponse.json({ message: 'boom' }, { status: 500 });
    return HttpResponse.json(page);
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A stand-in IntersectionObserver whose sentinel the test scrolls into view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly callback: IntersectionObserverCallback;
  readonly targets: Element[] = [];
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

function scrollSentinel(visible: boolean) {
  act(() => {
    for (const observer of FakeObserver.instances) {
      const entries = observer.targets.map((target) => ({ isIntersecting: visible, target }) as unknown as IntersectionObserverEntry);
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  });
}

beforeEach(() => {
  pages = new Map();
  requests = [];
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => vi.unstubAllGlobals());

function renderList(initialPage: ListPage<Item> | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en" messages={en}>
        <InfiniteList operation={listOperation} args={{ input: { direction: 'sent' } }} initialPage={initialPage} label="Sent" empty="Nothing yet" renderItem={(item) => <span>{item.name}</span>} />
      </IntlProvider>
    </QueryClientProvider>,
  );
}

const rows = () => screen.getByRole('list', { name: 'Sent' }).querySelectorAll(':scope > li');

describe('InfiniteList', () => {
  it('shows the server page and loads page 2 when the sentinel scrolls into view', async () => {
    pages.set(25, { items: items(25, 25), total: 60 });
    renderList({ items: items(0, 25), total: 60 });
    expect(rows()).toHaveLength(25);
    expect(requests).toHaveLength(0);

    scrollSentinel(true);
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(requests[0]?.searchParams.get('skip')).toBe('25');
    expect(requests[0]?.searchParams.get('top')).toBe('25');
    expect(requests[0]?.searchParams.get('direction')).toBe('sent');
  });

  it('keeps loading while the sentinel stays in view and stops at the total', async () => {
    pages.set(25, { items: items(25, 25), total: 55 });
    pages.set(50, { items: items(50, 5), total: 55 });
    renderList({ items: items(0, 25), total: 55 });
    scrollSentinel(true);
    await waitFor(() => expect(rows()).toHaveLength(55));
    expect(screen.getByText('Item 55')).toBeInTheDocument();
    expect(requests.map((url) => url.searchParams.get('skip'))).toEqual(['25', '50']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    scrollSentinel(false);
    scrollSentinel(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(2);
  });

  it('stops when a page comes back empty before the total', async () => {
    pages.set(25, { items: [], total: 60 });
    renderList({ items: items(0, 25), total: 60 });
    scrollSentinel(true);
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    scrollSentinel(false);
    scrollSentinel(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(1);
    expect(rows()).toHaveLength(25);
  });

  it('ignores a failed page silently: keeps the list, logs a warning, does not retry by itself, and Load more tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    pages.set(25, 'fail');
    renderList({ items: items(0, 25), total: 60 });
    scrollSentinel(true);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(1);
    expect(rows()).toHaveLength(25);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/error|boom/i)).not.toBeInTheDocument();

    pages.set(25, { items: items(25, 25), total: 60 });
    pages.set(50, { items: items(50, 10), total: 60 });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(60));
  });

  it('loads the first page itself when the server sent none, with 4 skeleton rows meanwhile', async () => {
    pages.set(0, { items: items(0, 3), total: 3 });
    renderList(null);
    expect(screen.getByTestId('skeleton-rows').children).toHaveLength(4);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByTestId('skeleton-rows')).not.toBeInTheDocument();
  });

  it('shows the empty state for an empty list and for a failed first page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { unmount } = renderList({ items: [], total: 0 });
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    unmount();
    pages.set(0, 'fail');
    renderList(null);
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument();
  });

  it('pages with the Load more button where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    pages.set(25, { items: items(25, 5), total: 30 });
    renderList({ items: items(0, 25), total: 30 });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
