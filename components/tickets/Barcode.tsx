'use client';

import { useEffect, useRef } from 'react';
import JsBarcode from 'jsbarcode';
import { useIntl } from 'react-intl';
import { BARCODE_FORMAT } from '@/lib/domain/barcode';
import styles from './TicketCard.module.css';

/**
 * A CODE128 barcode drawn by jsbarcode into an SVG (spec 02 §2). The code's text is printed under it
 * as HTML, not by jsbarcode, so it stays selectable and needs no canvas to measure text.
 */
export function Barcode({ value }: { value: string }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'ticketCard.barcode' }, { code: value });
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    const svg = ref.current;
    if (!svg) return;
    try {
      JsBarcode(svg, value, { format: BARCODE_FORMAT, displayValue: false, height: 80, width: 2, margin: 10, background: '#ffffff', lineColor: '#111111' });
    } catch (error) {
      // A value CODE128 cannot encode leaves the drawing empty; the printed code below still serves.
      console.warn('Barcode could not be drawn', error);
    }
  }, [value]);
  return (
    <figure className={styles.barcode}>
      <svg ref={ref} role="img" aria-label={label} className={styles.barcodeSvg} data-format={BARCODE_FORMAT} />
      <figcaption className={styles.barcodeText}>{value}</figcaption>
    </figure>
  );
}
