'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { call, queryKeyOf, type CallArgs, type CallOptions } from '@/lib/operations/call';
import type { AnswerOf, AnyOperation, JsonAnswer } from '@/lib/operations/define';
import { ACCOUNT_PAGE_SIZE, nextPageNeeded, type ListPage } from '@/lib/domain/infinite-paging';
import { SkeletonRows } from './SkeletonRows';
import { EmptyState } from './EmptyState';
import styles from './InfiniteList.module.css';
import accountStyles from './account.module.css';

/** A GET operation answering one page of items with ids, which takes `skip` and `top` (lib/operations/shared.inputs.ts pageInput). */
export type ListOperation = AnyOperation & { method: 'GET'; answer: JsonAnswer<ListPage<{ id: string }>> };
type ItemOf<O extends ListOperation> = AnswerOf<O> extends ListPage<infer T extends { id: string }> ? T : never;

export interface InfiniteListProps<O extends ListOperation> {
  /** The list's operation, e.g. listTicketTransfers. */
  operation: O;
  /** Its path parameters and filter, e.g. `{ params: { seller }, input: { direction: 'sent' } }`; the list adds skip and top. */
  args: CallOptions<O>;
  /** The first page, rendered by the server; null lets the browser load it (skeleton rows meanwhile). */
  initialPage: ListPage<ItemOf<O>> | null;
  renderItem: (item: ItemOf<O>) => ReactNode;
  empty: ReactNode;
  /** Accessible name of the list. */
  label: string;
  pageSize?: number;
  /** Items taken out since they loaded (e.g. a canceled offer), left out without reloading the pages. */
  hiddenIds?: ReadonlySet<string> | undefined;
}

/** Loads the next page when the sentinel below the list comes into view. */
function useSentinel(onVisible: (visible: boolean) => void) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);
  useEffect(() => {
    const node = ref.current;
    // Without IntersectionObserver the Load more button is the way on.
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) callback.current(entry.isIntersecting);
    }, { rootMargin: '200px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/**
 * An account list with infinite scroll (spec 01 §9): pages of 25 through a route handler until the
 * total is reached or an empty page returns. A sentinel below the list loads the next page when it
 * scrolls into view; a Load more button does the same for keyboards and browsers without
 * IntersectionObserver. A failed page is ignored as the spec says (logged, no message): the list
 * keeps what it has, automatic loading pauses until the sentinel comes into view again, and the
 * button stays for another try.
 */
export function InfiniteList<O extends ListOperation>({ operation, args, initialPage, renderItem, empty, label, pageSize = ACCOUNT_PAGE_SIZE, hiddenIds }: InfiniteListProps<O>) {
  const [visible, setVisible] = useState(false);
  // Set when a page fails, before the query leaves its fetching state, so the sentinel does not retry in a loop.
  const [paused, setPaused] = useState(false);
  const query = useInfiniteQuery<ListPage<ItemOf<O>>, Error, InfiniteData<ListPage<ItemOf<O>>, number>, readonly unknown[], number>({
    queryKey: [...queryKeyOf(operation, ...([args] as CallArgs<O>)), pageSize],
    queryFn: async ({ pageParam, signal }) => {
      // The filter with this page's skip and top: the operation's input takes both (pageInput).
      const page = { ...args, input: { ...(args.input as object), skip: pageParam, top: pageSize }, signal } as CallOptions<O>;
      try {
        // The answer is a page of this operation's items (ListOperation); TypeScript cannot see that through O.
        return (await call(operation, ...([page] as CallArgs<O>))) as unknown as ListPage<ItemOf<O>>;
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          console.warn('account list: a page failed to load', operation.path, error);
          setPaused(true);
        }
        throw error;
      }
    },
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((total, page) => total + page.items.length, 0);
      return nextPageNeeded({ loaded, total: lastPage.total, lastPageSize: lastPage.items.length, pageSize }) ? loaded : undefined;
    },
    ...(initialPage ? { initialData: { pages: [initialPage], pageParams: [0] } } : {}),
    // The server's first page is fresh; the list does not refetch behind the customer's back.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useSentinel((isVisible) => {
    setVisible(isVisible);
    // Coming into view again is a fresh request for more, also after a failure.
    if (isVisible) setPaused(false);
  });

  // The page count is a dependency too: a fast answer can start and finish a fetch between two
  // renders, and a sentinel still in view after a page arrived asks for the next one.
  const pageCount = query.data?.pages.length ?? 0;
  useEffect(() => {
    if (visible && !paused && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [visible, paused, hasNextPage, isFetchingNextPage, fetchNextPage, pageCount]);

  if (query.isPending) return <SkeletonRows />;
  const items = (query.data?.pages.flatMap((page) => page.items) ?? []).filter((item) => !hiddenIds?.has(item.id));
  if (items.length === 0 && !hasNextPage) return <EmptyState>{empty}</EmptyState>;

  return (
    <div>
      <ul className={accountStyles.list} aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      {isFetchingNextPage ? <SkeletonRows /> : null}
      <div ref={sentinel} className={styles.sentinel} />
      {hasNextPage && !isFetchingNextPage ? (
        <div className={styles.more}>
          <button
            type="button"
            className={accountStyles.button}
            onClick={() => {
              setPaused(false);
              void fetchNextPage();
            }}
          >
            <FormattedMessage id="account.list.loadMore" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
