import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

/**
 * Renders the demo event pictures in public/demo/events (run once; the JPEGs are committed).
 * They are drawn locally so the demo never loads an image from the internet.
 */
const PICTURES: Record<string, { from: string; to: string; motif: string }> = {
  jazz: { from: '#1d2b53', to: '#7e2553', motif: '♪' },
  orchestra: { from: '#0b3d5e', to: '#d9a441', motif: '♫' },
  comedy: { from: '#ff7a00', to: '#8c1d40', motif: '☺' },
  blues: { from: '#123d8c', to: '#2bb3c0', motif: '♬' },
  festival: { from: '#2d6a4f', to: '#f4d35e', motif: '✿' },
  season: { from: '#3a0ca3', to: '#4cc9f0', motif: '❖' },
  exhibition: { from: '#14213d', to: '#fca311', motif: '✦' },
  party: { from: '#ef476f', to: '#ffd166', motif: '✺' },
  theatre: { from: '#5a0f2e', to: '#c9184a', motif: '☽' },
  reading: { from: '#264653', to: '#e9c46a', motif: '❦' },
  reception: { from: '#1b263b', to: '#778da9', motif: '◆' },
};

const html = (p: { from: string; to: string; motif: string }) => `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:675px;position:relative;overflow:hidden;background:linear-gradient(135deg,${p.from},${p.to})">
${Array.from({ length: 14 }, (_, i) => `<div style="position:absolute;border-radius:50%;opacity:.12;background:#fff;width:${80 + ((i * 53) % 260)}px;height:${80 + ((i * 53) % 260)}px;left:${(i * 137) % 1150}px;top:${(i * 91) % 620}px"></div>`).join('')}
<div style="position:absolute;right:80px;bottom:40px;font:300px/1 serif;color:rgba(255,255,255,.85)">${p.motif}</div>
</div></body></html>`;

mkdirSync('public/demo/events', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 675 } });
for (const [name, picture] of Object.entries(PICTURES)) {
  await page.setContent(html(picture));
  await page.screenshot({ path: `public/demo/events/${name}.jpg`, type: 'jpeg', quality: 78 });
}
await browser.close();
console.log(`Rendered ${Object.keys(PICTURES).length} pictures into public/demo/events.`);
