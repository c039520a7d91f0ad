import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { join } from 'node:path';

/**
 * What `GET {host}/js/init.js` serves: the seat-map widget (lib/seat-map/widget/seat-map-widget.ts),
 * written in TypeScript with erasable syntax only and served as the plain script Node's type
 * stripping leaves of it. Read once, on the first request, and kept: the file does not change
 * while a server runs, and a build need not know about it (it is not part of any bundle).
 */

export const WIDGET_SOURCE = 'lib/seat-map/widget/seat-map-widget.ts';

export interface WidgetScript {
  /** The script as served: the source with its types stripped (same lines, same columns). */
  script: string;
  /** Subresource Integrity of `script`, for a page that loads it from a host of its own. */
  integrity: string;
}

let cached: WidgetScript | undefined;

export function widgetScript(): WidgetScript {
  if (cached === undefined) {
    const source = readFileSync(join(/* turbopackIgnore: true */ process.cwd(), WIDGET_SOURCE), 'utf8');
    const script = stripTypeScriptTypes(source, { mode: 'strip' });
    cached = { script, integrity: `sha384-${createHash('sha384').update(script).digest('base64')}` };
  }
  return cached;
}
