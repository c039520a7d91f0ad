/**
 * Sellers may add custom HTML and CSS to their shop. It is their own content, but it is rendered
 * into every page of the shop, so it is reduced to markup: no scripts, frames, objects, event
 * handler attributes or javascript: URLs. The CSP (no inline scripts) is the second line.
 */
const BLOCKED_ELEMENTS = ['script', 'iframe', 'object', 'embed', 'frame', 'frameset', 'base', 'meta', 'link', 'style', 'template', 'form'];

export function sanitizeSellerHtml(html: string): string {
  let out = html;
  for (const tag of BLOCKED_ELEMENTS) {
    out = out.replace(new RegExp(`<${tag}\\b[\\s\\S]*?<\\/${tag}\\s*>`, 'gi'), '');
    out = out.replace(new RegExp(`<\\/?${tag}\\b[^>]*>`, 'gi'), '');
  }
  // Event handlers (onclick=, onerror=...), quoted or not.
  out = out.replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
  // Script-bearing URLs in any attribute.
  out = out.replace(/\s+([a-z-]+)\s*=\s*("\s*(?:javascript|vbscript|data):[^"]*"|'\s*(?:javascript|vbscript|data):[^']*'|(?:javascript|vbscript|data):[^\s>]*)/gi, '');
  return out;
}

/** Keeps seller CSS inside its <style> element and away from script-bearing constructs. */
export function sanitizeSellerCss(css: string): string {
  return css
    .replace(/<\/?\s*style/gi, '')
    .replace(/<!--|-->/g, '')
    .replace(/@import[^;]*;?/gi, '')
    .replace(/expression\s*\(/gi, '')
    .replace(/url\(\s*(['"]?)\s*javascript:[^)]*\)/gi, 'url()');
}
