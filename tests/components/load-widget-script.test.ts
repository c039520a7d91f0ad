// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WidgetScriptError, loadWidgetScript, widgetScriptUrl } from '../../components/checkout/step1/seat-map/load-widget-script.ts';
import { installFakeWidget, type FakeWidget } from './seat-map-support.ts';

/** The widget script is loaded once per page, from `{host}/js/init.js`, in CORS mode only for another origin. */

let widget: FakeWidget;
beforeEach(() => {
  widget = installFakeWidget();
});
afterEach(() => widget.uninstall());

const rejection = async (promise: Promise<unknown>): Promise<WidgetScriptError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof WidgetScriptError) return error;
    throw error;
  }
  throw new Error('expected the load to fail');
};

describe('loadWidgetScript', () => {
  it('builds the script URL from the host, with or without a trailing slash', () => {
    expect(widgetScriptUrl('/sandbox/api/seatmap')).toBe('/sandbox/api/seatmap/js/init.js');
    expect(widgetScriptUrl('https://seatmap.example/v2/')).toBe('https://seatmap.example/v2/js/init.js');
  });

  it('inserts the script once for any number of maps and answers the installed widget', async () => {
    const [first, second] = await Promise.all([loadWidgetScript({ host: '/sandbox/api/seatmap', integrity: 'sha384-x' }), loadWidgetScript({ host: '/sandbox/api/seatmap' })]);
    expect(first).toBe(window.SeatMap);
    expect(second).toBe(window.SeatMap);
    await loadWidgetScript({ host: '/sandbox/api/seatmap' });
    expect(widget.scripts).toHaveLength(1);
    expect(document.head.querySelectorAll('script[src$="/js/init.js"]')).toHaveLength(1);
  });

  it("fetches another origin's script in CORS mode, with the integrity only when given", async () => {
    await loadWidgetScript({ host: 'https://seatmap.example' });
    const script = widget.scripts[0] as HTMLScriptElement;
    expect(script.src).toBe('https://seatmap.example/js/init.js');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
    expect(script.hasAttribute('integrity')).toBe(false);
  });

  it('fails on an error, forgets it, and inserts a fresh script on the next try', async () => {
    widget.outcome = 'error';
    expect((await rejection(loadWidgetScript({ host: '/sandbox/api/seatmap' }))).reason).toBe('error');
    expect(widget.scripts[0]?.isConnected).toBe(false);
    widget.outcome = 'load';
    await loadWidgetScript({ host: '/sandbox/api/seatmap' });
    expect(widget.scripts).toHaveLength(2);
  });

  it('gives up after the timeout, and fails when the script ran without installing the widget', async () => {
    widget.outcome = 'never';
    expect((await rejection(loadWidgetScript({ host: '/sandbox/api/seatmap' }, 20))).reason).toBe('timeout');
    widget.outcome = 'loadWithoutGlobal';
    expect((await rejection(loadWidgetScript({ host: '/sandbox/api/seatmap' }))).reason).toBe('missing');
  });
});
