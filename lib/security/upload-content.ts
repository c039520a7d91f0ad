import { UPLOADABLE_MIME_TYPES, isMimeTypeAllowed, normalizeMimeType } from '../domain/uploads.ts';
import { detectedFileType, type DetectedFileType } from '../domain/file-signature.ts';
import { pdfActiveContent } from './pdf-active-content.ts';

/**
 * The type of an upload as its content proves it, or undefined when the upload must be refused
 * (415 fileTypeNotAllowed): the declared type is not one the upload service takes, the bytes are
 * not of the declared type (an SVG or HTML page declared as image/png or application/pdf), or a
 * PDF carries script or other active content (lib/security/pdf-active-content.ts).
 *
 * Both the storefront's upload route and the sandbox's upload service check this: the sandbox
 * stands in for the upstream API and must be safe on its own.
 */
export function verifiedUploadType(declaredType: string, bytes: Uint8Array): DetectedFileType | undefined {
  const declared = normalizeMimeType(declaredType || 'application/octet-stream');
  if (!isMimeTypeAllowed(declared, UPLOADABLE_MIME_TYPES)) return undefined;
  const detected = detectedFileType(bytes);
  if (detected !== declared) return undefined;
  if (detected === 'application/pdf' && pdfActiveContent(bytes)) return undefined;
  return detected;
}
