'use client';

import { useEffect, useRef, useState, type PointerEvent, type Ref } from 'react';
import { useIntl } from 'react-intl';
import type { SignatureValue } from '@/lib/ticketing/schemas/data-field';
import type { FieldAria } from './Field';
import styles from './fields.module.css';

type Point = readonly [number, number];

/** The pad's drawing space; the SVG keeps it, whatever size the pad is shown at. */
const WIDTH = 480;
const HEIGHT = 140;

const round = (value: number) => Math.round(value * 10) / 10;

function svgDataUrl(body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** Strokes as SVG paths (spec 02 §3: the signature value is an SVG data URL, format image/svg, date ISO). */
export function strokesToSignature(strokes: readonly (readonly Point[])[], date: Date): SignatureValue {
  const paths = strokes
    .filter((stroke) => stroke.length > 0)
    .map((stroke) => {
      const [first, ...rest] = stroke;
      const line = rest.length > 0 ? rest.map(([x, y]) => `L${round(x)} ${round(y)}`).join(' ') : `L${round(first![0] + 0.1)} ${round(first![1])}`;
      return `<path d="M${round(first![0])} ${round(first![1])} ${line}" fill="none" stroke="#111" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
  return { data: svgDataUrl(paths), format: 'image/svg', date: date.toISOString() };
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A typed name set as a signature: the keyboard alternative to drawing. */
export function typedSignature(name: string, date: Date): SignatureValue {
  const text = `<text x="16" y="${HEIGHT * 0.62}" font-family="'Segoe Script','Brush Script MT','Snell Roundhand',cursive" font-size="42" fill="#111">${escapeXml(name.trim())}</text>`;
  return { data: svgDataUrl(text), format: 'image/svg', date: date.toISOString() };
}

export interface SignaturePadProps extends Partial<FieldAria> {
  id: string;
  value: SignatureValue | null | undefined;
  onChange: (value: SignatureValue | null) => void;
  onBlur?: (() => void) | undefined;
  readOnly?: boolean | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * A signature: drawn with a pointer (mouse, pen, finger) on a canvas, or, for keyboard and
 * screen-reader users, a typed name rendered as the signature. Either way the value is an SVG.
 */
export function SignaturePad({ id, value, onChange, onBlur, readOnly, ref, ...aria }: SignaturePadProps) {
  const intl = useIntl();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Point[][]>([]);
  const drawing = useRef(false);
  const [typed, setTyped] = useState('');

  // Fit the canvas backing store to its shown size, so lines are crisp on high-density screens.
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = WIDTH * ratio;
    canvas.height = HEIGHT * ratio;
    context.scale(ratio, ratio);
  }, []);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    const x = rect.width > 0 ? ((event.clientX - rect.left) / rect.width) * WIDTH : 0;
    const y = rect.height > 0 ? ((event.clientY - rect.top) / rect.height) * HEIGHT : 0;
    return [Math.min(WIDTH, Math.max(0, x)), Math.min(HEIGHT, Math.max(0, y))];
  };

  const drawSegment = (from: Point, to: Point) => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    context.strokeStyle = '#111';
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.beginPath();
    context.moveTo(from[0], from[1]);
    context.lineTo(to[0], to[1]);
    context.stroke();
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (readOnly) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const point = pointOf(event);
    strokes.current.push([point]);
    drawSegment(point, [point[0] + 0.1, point[1]]);
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const stroke = strokes.current[strokes.current.length - 1];
    if (!stroke) return;
    const point = pointOf(event);
    const last = stroke[stroke.length - 1] ?? point;
    stroke.push(point);
    drawSegment(last, point);
  };

  const finish = () => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(strokesToSignature(strokes.current, new Date()));
    onBlur?.();
  };

  const clear = () => {
    strokes.current = [];
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    setTyped('');
    onChange(null);
  };

  const applyTyped = () => {
    if (!typed.trim()) return;
    strokes.current = [];
    canvasRef.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    onChange(typedSignature(typed, new Date()));
    onBlur?.();
  };

  const typedId = `${id}-typed`;
  return (
    <div>
      <canvas
        ref={canvasRef}
        className={styles.pad}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={intl.formatMessage({ id: 'fields.signature.pad' })}
        data-readonly={readOnly || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={finish}
        onPointerCancel={finish}
        onPointerLeave={finish}
      />
      {value ? (
        // eslint-disable-next-line @next/next/no-img-element -- a data URL made in the browser; next/image cannot optimise it.
        <img className={styles.preview} src={value.data} alt={intl.formatMessage({ id: 'fields.signature.preview' })} width={240} height={70} />
      ) : null}
      {readOnly ? null : (
        <div className={styles.signatureRow}>
          <label htmlFor={typedId}>
            {intl.formatMessage({ id: 'fields.signature.typeLabel' })}
            <input
              ref={ref}
              id={typedId}
              className={styles.input}
              value={typed}
              autoComplete="name"
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyTyped();
                }
              }}
              {...aria}
            />
          </label>
          <button type="button" className={styles.secondaryButton} onClick={applyTyped} disabled={!typed.trim()}>
            {intl.formatMessage({ id: 'fields.signature.useTyped' })}
          </button>
          <button type="button" className={styles.linkButton} onClick={clear}>
            {intl.formatMessage({ id: 'fields.signature.clear' })}
          </button>
        </div>
      )}
    </div>
  );
}
