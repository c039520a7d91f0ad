/**
 * What seller CSS may contain (see sanitizeSellerCss in ./custom-content and ADR 0007). Everything
 * not named here is dropped, so a new browser feature stays out until someone adds it on purpose.
 */

const SIDES = ['top', 'right', 'bottom', 'left'];
const LOGICAL = ['block', 'inline', 'block-start', 'block-end', 'inline-start', 'inline-end'];
const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right', 'start-start', 'start-end', 'end-start', 'end-end'];

const withParts = (base: string, parts: string[]): string[] => [base, ...parts.map((part) => `${base}-${part}`)];

const BORDERS = [
  ...withParts('border', ['color', 'style', 'width', 'radius', 'collapse', 'spacing']),
  ...[...SIDES, ...LOGICAL].flatMap((side) => withParts(`border-${side}`, ['color', 'style', 'width'])),
  ...CORNERS.map((corner) => `border-${corner}-radius`),
  ...withParts('border-image', ['source', 'slice', 'width', 'outset', 'repeat']),
  ...withParts('outline', ['color', 'style', 'width', 'offset']),
];

const BOX = [
  ...withParts('margin', [...SIDES, ...LOGICAL]),
  ...withParts('padding', [...SIDES, ...LOGICAL]),
  ...withParts('scroll-margin', [...SIDES, ...LOGICAL]),
  ...withParts('scroll-padding', [...SIDES, ...LOGICAL]),
  ...withParts('inset', LOGICAL),
  ...SIDES,
  'width', 'height', 'min-width', 'max-width', 'min-height', 'max-height',
  'inline-size', 'block-size', 'min-inline-size', 'max-inline-size', 'min-block-size', 'max-block-size',
  'aspect-ratio', 'box-sizing', 'box-shadow', 'display', 'visibility', 'overflow', 'overflow-x', 'overflow-y',
  'overflow-wrap', 'position', 'z-index', 'float', 'clear', 'object-fit', 'object-position', 'vertical-align',
  'contain', 'content-visibility', 'container', 'container-type', 'container-name', 'isolation',
];

const TEXT = [
  ...withParts('font', ['family', 'size', 'style', 'weight', 'variant', 'stretch', 'feature-settings', 'variation-settings', 'kerning', 'optical-sizing', 'synthesis', 'size-adjust', 'smoothing']),
  'osx-font-smoothing', 'color', 'line-height', 'letter-spacing', 'word-spacing', 'text-align', 'text-align-last',
  ...withParts('text-decoration', ['line', 'color', 'style', 'thickness', 'skip-ink']),
  'text-underline-offset', 'text-underline-position', 'text-indent', 'text-transform', 'text-shadow', 'text-overflow',
  'text-wrap', 'text-wrap-mode', 'text-wrap-style', 'text-size-adjust', 'text-rendering', 'white-space', 'white-space-collapse',
  'word-break', 'word-wrap', 'hyphens', 'tab-size', 'writing-mode', 'text-orientation', 'direction', 'line-clamp', 'box-orient',
  ...withParts('list-style', ['type', 'position', 'image']),
  'quotes', 'content', 'counter-reset', 'counter-increment', 'counter-set',
];

const LAYOUT = [
  ...withParts('flex', ['direction', 'wrap', 'flow', 'grow', 'shrink', 'basis']),
  'order', 'justify-content', 'justify-items', 'justify-self', 'align-content', 'align-items', 'align-self',
  'place-content', 'place-items', 'place-self', 'gap', 'row-gap', 'column-gap',
  ...withParts('grid', ['template', 'template-columns', 'template-rows', 'template-areas', 'auto-columns', 'auto-rows', 'auto-flow', 'area', 'column', 'column-start', 'column-end', 'row', 'row-start', 'row-end']),
  'columns', 'column-count', 'column-width', 'column-span', 'column-fill',
  ...withParts('column-rule', ['color', 'style', 'width']),
  'table-layout', 'caption-side', 'empty-cells',
];

const DECORATION = [
  ...withParts('background', ['color', 'image', 'position', 'position-x', 'position-y', 'repeat', 'size', 'attachment', 'clip', 'origin', 'blend-mode']),
  'opacity', 'filter', 'backdrop-filter', 'mix-blend-mode', 'clip-path', 'image-rendering',
  'cursor', 'pointer-events', 'user-select', 'appearance', 'accent-color', 'caret-color', 'color-scheme', 'tap-highlight-color',
  'scroll-behavior', 'scroll-snap-type', 'scroll-snap-align',
];

const MOTION = [
  ...withParts('transform', ['origin', 'style', 'box']),
  'translate', 'rotate', 'scale', 'perspective', 'perspective-origin', 'backface-visibility', 'will-change',
  ...withParts('transition', ['property', 'duration', 'timing-function', 'delay', 'behavior']),
  ...withParts('animation', ['name', 'duration', 'timing-function', 'delay', 'iteration-count', 'direction', 'fill-mode', 'play-state']),
];

/** Presentational properties, without vendor prefix (one of VENDOR_PREFIX may stand before them). */
export const CSS_PROPERTIES: ReadonlySet<string> = new Set([...BORDERS, ...BOX, ...TEXT, ...LAYOUT, ...DECORATION, ...MOTION]);

/**
 * @font-face descriptors. `unicode-range` is left out on purpose: one font file per character
 * range is the known way to let a stylesheet report which characters a page shows.
 */
export const FONT_FACE_DESCRIPTORS: ReadonlySet<string> = new Set([
  'font-family', 'src', 'font-style', 'font-weight', 'font-stretch', 'font-display', 'font-feature-settings',
  'font-variation-settings', 'ascent-override', 'descent-override', 'line-gap-override', 'size-adjust',
]);

/**
 * Functions a value may call (url() is checked on its own). No `expression`, no `image-set` or
 * `src` (they take URLs as strings), no `attr` (reads attributes of the page).
 */
export const CSS_FUNCTIONS: ReadonlySet<string> = new Set([
  'rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'color-mix', 'light-dark',
  'calc', 'min', 'max', 'clamp', 'round', 'mod', 'rem', 'abs', 'sign', 'var', 'env', 'counter', 'counters',
  'linear-gradient', 'radial-gradient', 'conic-gradient', 'repeating-linear-gradient', 'repeating-radial-gradient', 'repeating-conic-gradient',
  'local', 'format', 'tech',
  'translate', 'translatex', 'translatey', 'translatez', 'translate3d', 'rotate', 'rotatex', 'rotatey', 'rotatez', 'rotate3d',
  'scale', 'scalex', 'scaley', 'scalez', 'scale3d', 'skew', 'skewx', 'skewy', 'matrix', 'matrix3d', 'perspective',
  'cubic-bezier', 'steps', 'linear', 'repeat', 'minmax', 'fit-content',
  'blur', 'brightness', 'contrast', 'drop-shadow', 'grayscale', 'hue-rotate', 'invert', 'opacity', 'saturate', 'sepia',
  'rect', 'inset', 'circle', 'ellipse', 'polygon', 'xywh',
]);

/** Vendor prefixes that may stand before an allowed property or function name. */
export const VENDOR_PREFIX = /^-(?:webkit|moz|ms|o)-/;

/** At-rules that hold rules (and may nest each other); @keyframes, @font-face and @layer are handled apart. */
export const GROUPING_AT_RULES: ReadonlySet<string> = new Set(['media', 'supports', 'container']);
