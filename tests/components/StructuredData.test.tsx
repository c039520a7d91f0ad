import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { StructuredData, scriptJson } from '../../components/shop/StructuredData.tsx';

const config = JSON.parse(readFileSync(join(process.cwd(), '.htmlvalidate.json'), 'utf8')) as ConfigData;

describe('StructuredData', () => {
  it('renders a JSON-LD data block with the nonce that parses back to the data', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Event', name: 'Jazz & Blues' };
    const html = renderToStaticMarkup(<StructuredData data={data} nonce="abc123" />);
    expect(html).toMatch(/^<script type="application\/ld\+json" nonce="abc123">/);
    const body = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(body)).toEqual(data);
  });

  it('cannot be closed early by the data', () => {
    const data = { name: '</script><script>alert(1)</script><!--' };
    const html = renderToStaticMarkup(<StructuredData data={data} />);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(JSON.parse(scriptJson(data))).toEqual(data);
  });

  it('is valid HTML', async () => {
    const html = renderToStaticMarkup(<StructuredData data={[{ '@type': 'Event', name: 'A' }]} nonce="n" />);
    const report = await new HtmlValidate(config).validateString(`<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${html}</body></html>`);
    expect(report.results.flatMap((result) => result.messages.map((message) => message.message))).toEqual([]);
  });
});
