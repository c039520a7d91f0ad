/**
 * The CODE128 encoder inside jsbarcode, which ships types for its drawing API only. The sandbox's
 * PDF takes the module pattern from it, so the e-ticket's bars are the ones the ticket card draws.
 */
declare module 'jsbarcode/bin/barcodes/CODE128/index.js' {
  /** Automatic choice of code sets A, B and C, as JsBarcode's format 'CODE128'. */
  export class CODE128 {
    constructor(data: string, options: { ean128?: boolean });
    valid(): boolean;
    /** `data`: one character per module, '1' for bar and '0' for space, from start to stop symbol. */
    encode(): { data: string; text: string };
  }
}
