/**
 * JSON for a `<script>` data block: `<` is escaped so that text from the seller's data (an event
 * name with "</script>" or "<!--") cannot end the element early.
 */
export function scriptJson(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * schema.org JSON-LD. A data block is never executed, so the CSP does not govern it; it carries
 * the page's nonce anyway, like every other inline element of ours.
 */
export function StructuredData({ data, nonce }: { data: object; nonce?: string | undefined }) {
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
