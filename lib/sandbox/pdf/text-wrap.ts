import type { FontStyle } from './helvetica-widths.ts';
import { textWidth } from './content.ts';

/**
 * Greedy word wrap by the font's widths: as many words on a line as fit in `maxWidth` points. A
 * word wider than a whole line (a long URL, a name without spaces) is cut where it overflows.
 */
export function wrapText(text: string, input: { maxWidth: number; size: number; style?: FontStyle }): string[] {
  const fits = (candidate: string) => textWidth(candidate, input.size, input.style) <= input.maxWidth;
  const lines: string[] = [];
  let line = '';
  // Breaks at ordinary spaces only: formatters put no-break spaces where a break would mislead ("12,00 €").
  for (const word of text.split(/[ \t\r\n]+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    // Keep at least one character per line, so a column narrower than a letter still ends.
    while (line.length > 1 && !fits(line)) {
      let cut = line.length - 1;
      while (cut > 1 && !fits(line.slice(0, cut))) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** At most `max` lines; the last one kept ends in an ellipsis when text was dropped. */
export function clampLines(lines: readonly string[], max: number, input: { maxWidth: number; size: number; style?: FontStyle }): string[] {
  if (lines.length <= max) return [...lines];
  const kept = lines.slice(0, max);
  let last = kept[max - 1] ?? '';
  while (last.length > 0 && textWidth(`${last}…`, input.size, input.style) > input.maxWidth) last = last.slice(0, -1).trimEnd();
  kept[max - 1] = `${last}…`;
  return kept;
}
