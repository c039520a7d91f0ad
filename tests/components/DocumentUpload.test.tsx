// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentUpload, type UploadTicket } from '../../components/checkout/personalization/fields/DocumentUpload.tsx';
import { MAX_UPLOADS_PER_OWNER } from '../../lib/domain/uploads.ts';
import { renderWithProviders } from './step2-support.tsx';

/** A document upload says whose it is, and tells the owner and cap refusals in words. */

afterEach(() => vi.restoreAllMocks());

/** Answers uploads from here (jsdom's File does not survive Node's multipart encoding) and keeps the owner fields sent. */
function answerUploads(answer: () => Response) {
  const sent: Record<string, FormDataEntryValue | null>[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    const form = init?.body as FormData;
    sent.push(Object.fromEntries(['sellerId', 'ticketId', 'ticketSecret'].map((name) => [name, form.get(name)])));
    return answer();
  });
  return sent;
}

function renderUpload(ticket?: UploadTicket) {
  const onChange = vi.fn();
  renderWithProviders(<DocumentUpload id="doc" value={null} onChange={onChange} allowedMimeTypes={['application/pdf']} ticket={ticket} />);
  return onChange;
}

const pdf = () => new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' });

describe('DocumentUpload', () => {
  it("sends the shop's seller for the cart's upload, and the ticket with its secret for a ticket's", async () => {
    const user = userEvent.setup();
    const sent = answerUploads(() => Response.json({ url: '/sandbox/api/upload/upl_1', fileName: 'id.pdf' }, { status: 201 }));
    const onChange = renderUpload();
    await user.upload(document.getElementById('doc') as HTMLInputElement, pdf());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ url: '/sandbox/api/upload/upl_1', fileName: 'id.pdf' }));
    expect(sent).toEqual([{ sellerId: 'sel_riverside', ticketId: null, ticketSecret: null }]);
  });

  it('sends the ticket and its secret when it is for a ticket', async () => {
    const user = userEvent.setup();
    const sent = answerUploads(() => Response.json({ url: '/sandbox/api/upload/upl_1', fileName: 'id.pdf' }, { status: 201 }));
    renderUpload({ ticketId: 'tkt_1', ticketSecret: 'sec_1' });
    await user.upload(document.getElementById('doc') as HTMLInputElement, pdf());
    await waitFor(() => expect(sent).toEqual([{ sellerId: null, ticketId: 'tkt_1', ticketSecret: 'sec_1' }]));
  });

  it.each([
    ['uploadOwnerRequired', 403, 'There is no open order or ticket to attach this file to. Please reload the page and try again.'],
    ['uploadLimitReached', 409, `You have uploaded the maximum of ${MAX_UPLOADS_PER_OWNER} files for this order or ticket.`],
    ['fileTypeNotAllowed', 415, 'This file type is not allowed.'],
  ])('tells %s in words', async (code, status, text) => {
    const user = userEvent.setup();
    answerUploads(() => Response.json({ message: code, code }, { status }));
    renderUpload();
    await user.upload(document.getElementById('doc') as HTMLInputElement, pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
