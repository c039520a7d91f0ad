import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Two rules of the layout that nothing else would catch before a server fails to start:
 * - lib/, server/ and scripts/ run directly on Node (type stripping) for the sandbox, the
 *   production server and the scripts, so their relative imports name the file with its extension;
 * - dependencies point from app/ and components/ into lib/, never back (ADR 0013).
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

const importsOf = (file: string) => [...readFileSync(join(ROOT, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1] ?? '');

describe('imports', () => {
  const nodeRun = ['lib', 'server', 'scripts'].flatMap(sourceFiles);

  it('are found', () => {
    expect(nodeRun.length).toBeGreaterThan(100);
  });

  it('under lib/, server/ and scripts/ name relative files with their extension', () => {
    const bare = nodeRun.flatMap((file) => importsOf(file).filter((path) => path.startsWith('.') && !/\.(ts|tsx|mjs|js|json|css)$/.test(path)).map((path) => `${file}: ${path}`));
    expect(bare).toEqual([]);
  });

  it('from lib/ and app/api/ never reach into components/', () => {
    const back = [...sourceFiles('lib'), ...sourceFiles('app/api')].flatMap((file) =>
      importsOf(file)
        .filter((path) => path.startsWith('@/components') || (path.startsWith('.') && relative(ROOT, join(ROOT, file, '..', path)).startsWith('components')))
        .map((path) => `${file}: ${path}`),
    );
    expect(back).toEqual([]);
  });
});
