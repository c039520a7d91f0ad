/** A Map-backed Cache Storage, as a page or a service worker sees it. */

export const ORIGIN = 'https://shop.example';

type Key = string | URL | { url: string };
const keyOf = (key: Key): string => (typeof key === 'string' ? new URL(key, ORIGIN).href : key instanceof URL ? key.href : key.url);

export class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(key: Key): Promise<Response | undefined> {
    return this.entries.get(keyOf(key))?.clone();
  }
  async put(key: Key, response: Response): Promise<void> {
    this.entries.set(keyOf(key), response);
  }
  async delete(key: Key): Promise<boolean> {
    return this.entries.delete(keyOf(key));
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.caches.set(name, cache);
    }
    return cache;
  }
  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }
  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }
  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }
  async match(key: Key, options: { cacheName?: string } = {}): Promise<Response | undefined> {
    const names = options.cacheName ? [options.cacheName] : [...this.caches.keys()];
    for (const name of names) {
      const found = await this.caches.get(name)?.match(key);
      if (found) return found;
    }
    return undefined;
  }
  /** Every stored URL, per cache. */
  contents(): Record<string, string[]> {
    return Object.fromEntries([...this.caches].map(([name, cache]) => [name, [...cache.entries.keys()]]));
  }
}
