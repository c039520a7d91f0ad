/** Relative luminance of an sRGB hex colour (WCAG 2.2 definition). */
export function relativeLuminance(hex: string): number | undefined {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const channel = (offset: number) => {
    const value = parseInt(digits.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

export function contrastRatio(a: string, b: string): number | undefined {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === undefined || lb === undefined) return undefined;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Black or white, whichever reads better on the seller's accent colour. */
export function readableTextOn(background: string): '#ffffff' | '#111111' {
  const onWhite = contrastRatio(background, '#ffffff') ?? 21;
  const onBlack = contrastRatio(background, '#111111') ?? 1;
  return onWhite >= onBlack ? '#ffffff' : '#111111';
}

/**
 * The seller's accent colour when it is a valid hex colour with at least 3:1 contrast against white
 * (WCAG's minimum for large text and UI parts); otherwise our default, so no shop becomes unreadable.
 */
export function usableAccent(accent: string | undefined, fallback = '#1f5fbf'): string {
  if (!accent || relativeLuminance(accent) === undefined) return fallback;
  // Normalised to '#rrggbb'/'#rgb': the value is written into a <style> element.
  const hex = `#${accent.trim().replace(/^#/, '')}`;
  return (contrastRatio(hex, '#ffffff') ?? 0) >= 3 ? hex : fallback;
}
