'use client';

import { useRef, useState, type ChangeEvent, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '@/lib/operations/call';
import { checkUpload, MAX_UPLOAD_MEGABYTES, MAX_UPLOADS_PER_OWNER } from '@/lib/domain/uploads';
import type { UploadedDocumentValue } from '@/lib/ticketing/schemas/data-field';
import { reasonText } from '@/components/payments/error-codes';
import { upload } from '@/lib/operations/call';
import { uploadDocument } from '@/lib/operations/personalization';
import { useShop } from '@/components/shop/ShopContext';
import type { FieldAria } from './Field';
import styles from './fields.module.css';

/** The ticket an upload is for, with its secret; without one the upload belongs to the shop's cart. */
export interface UploadTicket {
  ticketId: string;
  ticketSecret: string;
}

/** Texts of the upload's own refusals (other codes go through reasonText). */
const UPLOAD_REFUSALS: Readonly<Record<string, string>> = {
  uploadOwnerRequired: 'upload.ownerRequired',
  uploadLimitReached: 'upload.limitReached',
};

type UploadState = { kind: 'idle' } | { kind: 'loading'; fileName: string } | { kind: 'success' } | { kind: 'failed'; message: string };

export interface DocumentUploadProps extends Partial<FieldAria> {
  id: string;
  value: UploadedDocumentValue | null | undefined;
  onChange: (value: UploadedDocumentValue | null) => void;
  onBlur?: (() => void) | undefined;
  allowedMimeTypes?: readonly string[] | undefined;
  readOnly?: boolean | undefined;
  /** The ticket being personalized; absent for the order's own fields (the cart owns those uploads). */
  ticket?: UploadTicket | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * A document upload (spec 02 §4 upload states loading/success/failed, §5 allowed types and 5 MB,
 * §8 'file size too large' with 5 MB; other upload errors show the raw message). The type and
 * size are checked before anything is sent; a 413 from the server gives the same message.
 */
export function DocumentUpload({ id, value, onChange, onBlur, allowedMimeTypes, readOnly, ticket, ref, ...aria }: DocumentUploadProps) {
  const intl = useIntl();
  const { sellerId } = useShop();
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const tooLarge = intl.formatMessage({ id: 'upload.fileSizeTooLarge' }, { size: MAX_UPLOAD_MEGABYTES });

  const failureText = (error: unknown): string => {
    if (!(error instanceof ApiError) || error.status === 0) return intl.formatMessage({ id: 'upload.failed' });
    if (error.status === 413) return tooLarge;
    if (error.status === 415) return intl.formatMessage({ id: 'validation.fileTypeNotAllowed' });
    const refusalId = error.code ? UPLOAD_REFUSALS[error.code] : undefined;
    if (refusalId) return intl.formatMessage({ id: refusalId }, { max: MAX_UPLOADS_PER_OWNER });
    return reasonText(intl, error.code ?? error.message) ?? intl.formatMessage({ id: 'upload.failed' });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    // The same file may be picked again after a failure: clear the input so change fires again.
    input.value = '';
    if (!file) return;
    const problem = checkUpload(file, allowedMimeTypes);
    if (problem) {
      setState({ kind: 'failed', message: problem === 'fileSizeTooLarge' ? tooLarge : intl.formatMessage({ id: 'validation.fileTypeNotAllowed' }) });
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ kind: 'loading', fileName: file.name });
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      // Whose upload it is: the server stores it for that ticket or cart and serves it only to them.
      if (ticket) {
        form.append('ticketId', ticket.ticketId);
        form.append('ticketSecret', ticket.ticketSecret);
      } else form.append('sellerId', sellerId);
      const uploaded = await upload(uploadDocument, form, current.signal);
      setState({ kind: 'success' });
      onChange(uploaded);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setState({ kind: 'failed', message: failureText(error) });
    } finally {
      onBlur?.();
    }
  };

  const statusId = `${id}-status`;
  const describedBy = [aria['aria-describedby'], statusId].filter(Boolean).join(' ') || undefined;
  const accept = allowedMimeTypes && allowedMimeTypes.length > 0 ? allowedMimeTypes.join(',') : undefined;

  return (
    <div className={styles.upload}>
      <input
        ref={ref}
        id={id}
        type="file"
        className={styles.fileInput}
        accept={accept}
        disabled={readOnly || state.kind === 'loading'}
        onChange={onFile}
        aria-invalid={aria['aria-invalid']}
        aria-required={aria['aria-required']}
        aria-describedby={describedBy}
        aria-labelledby={`${id}-label ${id}-button`}
      />
      <label htmlFor={id} id={`${id}-button`} className={styles.secondaryButton} aria-hidden="true" data-disabled={readOnly || undefined}>
        {intl.formatMessage({ id: value ? 'upload.replace' : 'upload.choose' })}
      </label>
      {value && !readOnly ? (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            onChange(null);
            setState({ kind: 'idle' });
          }}
        >
          {intl.formatMessage({ id: 'upload.remove' })}
        </button>
      ) : null}
      <p id={statusId} className={`${styles.status} ${state.kind === 'success' ? styles.statusOk : ''}`} role="status">
        {state.kind === 'loading' ? (
          <>
            <span className={styles.spinner} aria-hidden="true" /> {intl.formatMessage({ id: 'upload.loading' }, { name: state.fileName })}
          </>
        ) : state.kind === 'failed' ? null : value ? (
          intl.formatMessage({ id: state.kind === 'success' ? 'upload.success' : 'upload.current' }, { name: value.fileName })
        ) : null}
      </p>
      {state.kind === 'failed' ? (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
