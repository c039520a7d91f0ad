// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, it, expect, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { delay, http, HttpResponse } from 'msw';
import { PersonalizationModal } from '../../components/checkout/personalization/PersonalizationModal.tsx';
import { PersonalizationList } from '../../components/checkout/personalization/PersonalizationList.tsx';
import { MAX_UPLOAD_BYTES } from '../../lib/domain/uploads.ts';
import type { DataField } from '../../lib/ticketing/schemas/data-field.ts';
import type { Ticket } from '../../lib/ticketing/schemas/ticket.ts';
import { baseTicket, remember, renderWithProviders, ticketFields, type Seen } from './step2-support.tsx';

const seen: Seen[] = [];
let fields: DataField[] = ticketFields;

const server = setupServer(
  http.get('*/api/shops/riverside-live/data-fields', async ({ request }) => {
    await remember(seen, request);
    return HttpResponse.json({ fields });
  }),
  http.post('*/api/tickets/:id/:secret/personalize', async ({ request }) => {
    await remember(seen, request);
    const body = (await request.json()) as { firstname: string; lastname: string };
    return HttpResponse.json({ ticket: { ...baseTicket, ...body, personalized: true } });
  }),
  http.get('*/api/tickets/:id/:secret', async ({ request }) => {
    await remember(seen, request);
    return HttpResponse.json({ ticket: { ...baseTicket, personalized: true, firstname: 'Ada', lastname: 'Lovelace' } });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  fields = ticketFields;
});
afterAll(() => server.close());

function renderModal(ticket: Partial<Ticket> = {}, props: { onClose?: () => void; onValidationFailed?: (id: string) => void } = {}) {
  const onClose = props.onClose ?? vi.fn();
  const view = renderWithProviders(
    <PersonalizationModal ticket={{ ...baseTicket, ...ticket }} timeZone="Europe/London" open onClose={onClose} onValidationFailed={props.onValidationFailed} />,
  );
  return { ...view, onClose };
}

const save = () => screen.getByRole('button', { name: 'Save' });
const loaded = () => screen.findByLabelText(/Name on your badge/);

/** Picks a date in the picker: year view first, then month, then day. */
async function pickDate(user: ReturnType<typeof userEvent.setup>, label: RegExp, date: { year: number; month: string; day: number }) {
  await user.click(screen.getByRole('button', { name: label }));
  const picker = screen.getByRole('group', { name: 'Choose a date' });
  // The year view comes first, a page of years at a time ("2020 – 2039").
  for (let guard = 0; guard < 10 && !within(picker).queryByRole('button', { name: String(date.year) }); guard += 1) {
    const firstYear = Number(/\d{4}/.exec(within(picker).getByRole('button', { name: /\d{4} – \d{4}/ }).textContent ?? '')?.[0]);
    await user.click(within(picker).getByRole('button', { name: date.year < firstYear ? 'Earlier years' : 'Later years' }));
  }
  await user.click(within(picker).getByRole('button', { name: String(date.year) }));
  await user.click(within(picker).getByRole('button', { name: `${date.month} ${date.year}` }));
  await user.click(within(picker).getByRole('button', { name: new RegExp(`${date.month} ${date.day}, ${date.year}`) }));
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), 'Ada');
  await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/E-mail of the ticket holder/), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '+44 7911 123456');
  await user.click(screen.getByRole('checkbox', { name: /house rules/ }));
  await pickDate(user, /Date of birth/, { year: 2000, month: 'March', day: 14 });
}

// Typing whole forms with user-event takes seconds on a busy machine.
describe('PersonalizationModal', () => {
  it('is a labelled modal dialog that renders every field type once the fields are loaded', async () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Personalize ticket' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await loaded();
    // Focus moves from the loading placeholder to the first field.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /First name/ })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Last name/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name on your badge/ })).toHaveAttribute('type', 'text');
    expect(screen.getByRole('textbox', { name: /E-mail of the ticket holder/ })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('group', { name: /Mobile number/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Country of residence/ })).toHaveDisplayValue('Choose a country');
    expect(screen.getByRole('spinbutton', { name: /Previous visits/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /house rules/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Dietary needs/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Date of birth/ })).toHaveTextContent('Choose a date');
    expect(screen.getByLabelText(/Student ID/)).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText(/Student ID/)).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png');
    expect(screen.getByRole('img', { name: /Signature pad/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /type your name to sign/ })).toBeInTheDocument();
    // Asked for the ticket's event, type and the TICKET scope.
    const query = new URL(seen[0]!.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({ eventId: 'evt_jazz', ticketTypeId: 'tt_jazz_student', scope: 'TICKET' });
  });

  it('keeps submit disabled until the fields are loaded and something changed', async () => {
    server.use(
      http.get('*/api/shops/riverside-live/data-fields', async () => {
        await delay(50);
        return HttpResponse.json({ fields });
      }),
    );
    const user = userEvent.setup();
    renderModal();
    expect(save()).toBeDisabled();
    await loaded();
    expect(save()).toBeDisabled();
    await user.type(screen.getByLabelText(/First name/), 'A');
    expect(save()).toBeEnabled();
  });

  it('shows only the fields of the ticket type, and no fields when extra fields are not required', async () => {
    renderModal({ ticketTypeId: 'tt_jazz_standing' });
    await loaded();
    expect(screen.queryByLabelText(/Student ID/)).not.toBeInTheDocument();
    const view = renderModal({ _id: 'tkt_2', requiresExtraFields: false });
    expect(within(view.container).queryByText(/Loading/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
  });

  it('requires the names and the required fields, with the spec texts', async () => {
    const user = userEvent.setup();
    const onValidationFailed = vi.fn();
    renderModal({}, { onValidationFailed });
    await loaded();
    await user.type(screen.getByLabelText(/First name/), '  ');
    await user.click(save());
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
    const lastName = screen.getByRole('textbox', { name: /Last name/ });
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(lastName).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('checkbox', { name: /house rules/ })).toHaveAccessibleDescription('Please tick this box to continue.');
    expect(screen.getByLabelText(/Student ID/)).toHaveAccessibleDescription(/This field is required./);
    expect(onValidationFailed).toHaveBeenCalledWith('tkt_1');
    // Nothing was sent.
    expect(seen.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('rejects an invalid e-mail address and phone number', async () => {
    const user = userEvent.setup();
    renderModal();
    await loaded();
    await user.type(screen.getByLabelText(/E-mail of the ticket holder/), 'ada@');
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '12');
    await user.click(save());
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number for the selected country.')).toBeInTheDocument();
  });

  it('checks a select answer against its options', async () => {
    const user = userEvent.setup();
    renderModal({ extraFields: { dietary: 'Pizza' } });
    await loaded();
    await user.type(screen.getByLabelText(/First name/), 'Ada');
    await user.click(save());
    expect(await screen.findByText('Please choose one of the options.')).toBeInTheDocument();
  });

  it('shows a conditional field only while its condition holds', async () => {
    const user = userEvent.setup();
    renderModal();
    await loaded();
    expect(screen.queryByLabelText(/Describe your dietary needs/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Dietary needs/ }), 'Other');
    expect(screen.getByLabelText(/Describe your dietary needs/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Dietary needs/ }), 'Vegetarian');
    expect(screen.queryByLabelText(/Describe your dietary needs/)).not.toBeInTheDocument();
  });

  it('opens the date picker on the year view and counts the minimum age from the relevancy start', async () => {
    const user = userEvent.setup();
    renderModal();
    await loaded();
    await user.click(screen.getByRole('button', { name: /Date of birth/ }));
    const picker = screen.getByRole('group', { name: 'Choose a date' });
    // The year view of the years around (relevancy year − minimum age) = 2014.
    expect(within(picker).getByRole('button', { name: '2014' })).toBeInTheDocument();
    expect(within(picker).queryByRole('button', { name: /January/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Choose a date' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Personalize ticket' })).toBeInTheDocument();

    // 16 on 2 June 2030: one day too young on 1 June 2030, the relevancy start.
    await pickDate(user, /Date of birth/, { year: 2014, month: 'June', day: 2 });
    expect(screen.getByRole('button', { name: /Date of birth/ })).toHaveTextContent('June 2, 2014');
    await user.click(save());
    expect(await screen.findByText('The ticket holder must be at least 16 years old on the day of the event.')).toBeInTheDocument();
    // Turning 16 on the day itself is old enough.
    await pickDate(user, /Date of birth/, { year: 2014, month: 'June', day: 1 });
    await waitFor(() => expect(screen.queryByText(/at least 16 years old/)).not.toBeInTheDocument());
  });

  it('checks a maximum age, from the relevancy start', async () => {
    fields = [{ _id: 'df_youth', slug: 'youth', type: 'date', title: 'Youth birthdate', required: true, settings: { maximumAge: 25 } }];
    const user = userEvent.setup();
    renderModal({ requiresPersonalization: false });
    await screen.findByRole('button', { name: /Youth birthdate/ });
    // 26 on 1 June 2030 (born 1 June 2004): too old; born 2 June 2004: still 25.
    await pickDate(user, /Youth birthdate/, { year: 2004, month: 'June', day: 1 });
    await user.click(save());
    expect(await screen.findByText('The ticket holder must be at most 25 years old on the day of the event.')).toBeInTheDocument();
    await pickDate(user, /Youth birthdate/, { year: 2004, month: 'June', day: 2 });
    await waitFor(() => expect(screen.queryByText(/at most 25 years old/)).not.toBeInTheDocument());
  });

  it('greys out dates outside a from/to range', async () => {
    fields = [{ _id: 'df_visit', slug: 'visit', type: 'date', title: 'Visit day', settings: { from: '2030-05-10', to: '2030-05-20' } }];
    const user = userEvent.setup();
    renderModal({ requiresPersonalization: false });
    await user.click(await screen.findByRole('button', { name: /Visit day/ }));
    const picker = screen.getByRole('group', { name: 'Choose a date' });
    expect(within(picker).getByRole('button', { name: '2029' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(picker).getByRole('button', { name: '2030' }));
    expect(within(picker).getByRole('button', { name: 'April 2030' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(picker).getByRole('button', { name: 'May 2030' }));
    expect(within(picker).getByRole('button', { name: /May 9, 2030/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(picker).getByRole('button', { name: /May 10, 2030/ })).not.toHaveAttribute('aria-disabled');
    expect(within(picker).getByRole('button', { name: /May 20, 2030/ })).not.toHaveAttribute('aria-disabled');
    expect(within(picker).getByRole('button', { name: /May 21, 2030/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('refuses a file above 5 MB without sending it, and says the same for a 413 answer', async () => {
    const user = userEvent.setup();
    const uploads: { file: File; owner: unknown[] }[] = [];
    let status = 200;
    // jsdom's File does not survive Node's multipart encoding, so the upload answers from here rather than through msw.
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/uploads')) {
        const form = init?.body as FormData;
        uploads.push({ file: form.get('file') as File, owner: ['ticketId', 'ticketSecret', 'sellerId'].map((name) => form.get(name)) });
        return status === 413 ? Response.json({ message: 'Payload Too Large' }, { status: 413 }) : Response.json({ url: '/uploads/id.pdf', fileName: 'id.pdf' });
      }
      return realFetch(input, init);
    });
    renderModal();
    await loaded();
    const input = screen.getByLabelText(/Student ID/);
    await user.upload(input, new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('File size too large. The maximum is 5 MB.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);

    status = 413;
    await user.upload(input, new File(['%PDF-1.4'], 'small.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.file.name).toBe('small.pdf');
    // The document belongs to the ticket being personalized, proven by its secret.
    expect(uploads[0]!.owner).toEqual(['tkt_1', 'sec_tkt_1', null]);
    expect(await screen.findByText('File size too large. The maximum is 5 MB.')).toBeInTheDocument();

    status = 200;
    await user.upload(input, new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Uploaded: id.pdf')).toBeInTheDocument();
    expect(screen.queryByText(/File size too large/)).not.toBeInTheDocument();
  });

  it('refuses a file type that is not allowed', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderModal();
    await loaded();
    await user.upload(screen.getByLabelText(/Student ID/), new File(['GIF89a'], 'id.gif', { type: 'image/gif' }));
    expect(await screen.findByText('This file type is not allowed.')).toBeInTheDocument();
  });

  it('makes already personalized fields of a detailsRequired ticket read-only', async () => {
    renderModal({ status: 'detailsRequired', firstname: 'Alex', lastname: '', extraFields: { holderEmail: 'alex@example.com' } });
    await loaded();
    const first = screen.getByRole('textbox', { name: /First name/ });
    expect(first).toHaveAttribute('readonly');
    expect(first).toHaveAttribute('title', 'Already personalized');
    expect(first).toHaveAccessibleDescription('Already personalized');
    expect(screen.getByRole('textbox', { name: /Last name/ })).not.toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /E-mail of the ticket holder/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /Name on your badge/ })).not.toHaveAttribute('readonly');
  });

  it('sends the names and answers, phones as E.164, and closes', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal({ ticketTypeId: 'tt_jazz_standing' });
    await loaded();
    await fillValid(user);
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(expect.objectContaining({ saved: true })));
    const post = seen.find((request) => request.method === 'POST');
    expect(post?.url).toMatch(/\/api\/tickets\/tkt_1\/sec_tkt_1\/personalize$/);
    expect(post?.body).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      extraFields: expect.objectContaining({ holderEmail: 'ada@example.com', phone: '+447911123456', houseRules: true, birthdate: '2000-03-14' }),
    });
  });

  it('shows the personalizeError dialog when personalizing fails', async () => {
    server.use(http.post('*/api/tickets/:id/:secret/personalize', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const user = userEvent.setup();
    const { onClose } = renderModal({ ticketTypeId: 'tt_jazz_standing' });
    await loaded();
    await fillValid(user);
    await user.click(save());
    const alert = await screen.findByRole('alertdialog', { name: 'Personalization failed' });
    expect(alert).toHaveAccessibleDescription('The ticket could not be personalized. Please check the details and try again.');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Everything typed is still there.
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
  });

  it('closes on Escape and keeps Tab inside', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await loaded();
    const dialog = screen.getByRole('dialog', { name: 'Personalize ticket' });
    for (let step = 0; step < 40; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith({ saved: false });
  });
});

describe('PersonalizationList', () => {
  const tickets: Ticket[] = [
    { ...baseTicket, _id: 'tkt_a', ticketName: 'Standing', categoryName: 'Standing', ticketTypeId: 'tt_jazz_standing' },
    { ...baseTicket, _id: 'tkt_b', ticketName: 'Seated', categoryName: 'Seated', personalized: true, firstname: 'Grace', lastname: 'Hopper' },
    { ...baseTicket, _id: 'tkt_c', ticketName: 'Car park', requiresPersonalization: false, requiresExtraFields: false },
  ];

  it('lists personalizable tickets with name, slot, category and badge', () => {
    renderWithProviders(<PersonalizationList tickets={tickets} timeZone="Europe/London" />);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Standing');
    expect(rows[0]).toHaveTextContent(/Jun 1, 2030/);
    expect(rows[0]).toHaveTextContent(/8:00\sPM/);
    expect(within(rows[0]!).getByText('Personalize now')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Personalized: Grace Hopper')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('turns the badge red and shows the error under the list once paying was attempted', () => {
    renderWithProviders(<PersonalizationList tickets={tickets} timeZone="Europe/London" checked errorId="list-error" />);
    const badge = screen.getByText('Personalize now');
    expect(badge.className).toMatch(/personalizeNowFailed/);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in the required details for every ticket.');
  });

  it('opens the modal from a row and refetches the ticket when it closes', async () => {
    const user = userEvent.setup();
    const onTicketChange = vi.fn();
    renderWithProviders(<PersonalizationList tickets={tickets} timeZone="Europe/London" onTicketChange={onTicketChange} />);
    await user.click(screen.getByRole('button', { name: /Standing/ }));
    expect(screen.getByRole('dialog', { name: 'Personalize ticket' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(onTicketChange).toHaveBeenCalledWith(expect.objectContaining({ personalized: true })));
    expect(seen.some((request) => request.method === 'GET' && /\/api\/tickets\/tkt_a\/sec_tkt_1$/.test(request.url))).toBe(true);
    // Focus returns to the row.
    expect(screen.getByRole('button', { name: /Standing/ })).toHaveFocus();
  });
});
