import { createHash } from 'node:crypto';

/**
 * What `GET {host}/js/init.js` serves. The widget itself comes with the storefront session of
 * issue 14 (docs/adr/0031-seat-map-service.md); until then the script only announces itself, so a page
 * can tell the host answered and the script ran, and never pretends to draw a map.
 */
export const WIDGET_VERSION = '0.1.0';

export const WIDGET_SCRIPT = `/* Seat map widget of the sandbox seat-map service, ${WIDGET_VERSION}: not drawing yet (docs/adr/0031-seat-map-service.md). */
(function () {
  'use strict';
  if (window.SeatMap) return;
  window.SeatMap = Object.freeze({ version: '${WIDGET_VERSION}' });
})();
`;

/** Subresource Integrity of the script, for a storefront that loads it from a host of its own. */
export const WIDGET_INTEGRITY = `sha384-${createHash('sha384').update(WIDGET_SCRIPT).digest('base64')}`;
