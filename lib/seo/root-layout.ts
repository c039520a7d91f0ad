import type { Metadata, Viewport } from 'next';
import { serverEnv } from '../env/server.ts';

/** What every root layout (shops, landing page, the site's own pages) says in <head>. */
export function rootMetadata(): Metadata {
  return { metadataBase: new URL(serverEnv().SITE_URL) };
}

export const rootViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#ffffff',
};
