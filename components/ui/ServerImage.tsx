import { getImageProps, type ImageProps } from 'next/image';

/**
 * An optimized image as a plain <img>, for server components. next/image's <Image> is a client
 * component: every shop page downloaded its code (about 6 KB gzipped) for images that never change
 * once the server has written them. getImageProps gives the same src, srcset, sizes, dimensions and
 * loading attributes. `preload` loads eagerly at high priority; there is no preload hint, which a
 * server component would also send with every prefetch of the page (ADR 0043).
 */
export function ServerImage({ preload, ...props }: ImageProps) {
  const { props: image } = getImageProps({ ...props, preload, ...(preload ? { fetchPriority: 'high' as const } : {}) });
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own props (getImageProps)
  return <img {...image} alt={props.alt} />;
}
