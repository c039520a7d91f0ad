// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import en from '../../messages/en.json';
import { EditForm, type CountryOption } from '../../components/account/edit/EditForm.tsx';
import { editMeInputOf, editValuesOf } from '../../lib/domain/personal-information.ts';
import { personalInformationInput, type PersonalInformation } from '../../lib/operations/account.inputs.ts';
import { ToastProvider } from '../../components/ui/Toasts.tsx';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { accountStateKey } from '../../components/shop/account-header.tsx';

const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }) }));

const SLUG = 'riverside-live';
const ME_URL = `/api/shops/${SLUG}/account/me`;
const SUGGEST_URL = `/api/shops/${SLUG}/account/address-suggestions`;

const countries: CountryOption[] = [
  { code: 'DE', name: 'Germany' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'CA', name: 'Canada' },
  { code: 'MX', name: 'Mexico' },
  { code: 'US', name: 'United States' },
];

const alex: PersonalInformation = editValuesOf({
  prename: 'Alex',
  lastname: 'Morgan',
  company: null,
  location: { street: '22 Bankside Row', postal: 'SE1 9JT', city: 'London', state: null, country: 'GB' },
});

const requests: { method: string; body: unknown }[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  refresh.mockReset();
});
afterAll(() => server.close());

function answerSave(status = 200, body: Record<string, unknown> = { customer: {} }) {
  server.use(
    http.put(ME_URL, async ({ request }) => {
      requests.push({ method: request.method, body: await request.json() });
      return HttpResponse.json(body, { status });
    }),
  );
}

/** The page's query client, holding what the account pill knows (the name before the edit). */
let client: QueryClient;

function renderForm(initial: PersonalInformation = alex, addressAutocomplete = false) {
  client = new QueryClient();
  client.setQueryData(accountStateKey(SLUG), { displayName: 'Alex', entries: [] });
  return render(
    <IntlProvider locale="en" messages={en}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <EditForm shopSlug={SLUG} initial={initial} countries={countries} addressAutocomplete={addressAutocomplete} />
        </ToastProvider>
      </QueryClientProvider>
    </IntlProvider>,
  );
}

const field = (name: RegExp | string) => screen.getByLabelText(name);

describe('EditForm: invalid input', () => {
  it('shows the inputs-invalid notification and the field errors, and sends nothing', async () => {
    answerSave();
    const user = userEvent.setup();
    renderForm();
    await user.clear(field(/First name/));
    await user.clear(field(/Last name/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some inputs are invalid. Please check the marked fields.');
    expect(field(/First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/First name/)).toHaveAccessibleDescription('Please fill in this field.');
    expect(field(/Last name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Company/)).not.toHaveAttribute('aria-invalid');
    // The first invalid field takes the focus.
    expect(field(/First name/)).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it('refuses a state the country does not have', () => {
    const bad = personalInformationInput.safeParse({ ...alex, location: { ...alex.location, country: 'US', state: 'XX' } });
    expect(bad.success).toBe(false);
    expect(personalInformationInput.safeParse({ ...alex, location: { ...alex.location, country: 'GB', state: 'NY' } }).success).toBe(false);
    expect(personalInformationInput.safeParse({ ...alex, location: { ...alex.location, country: 'US', state: 'NY' } }).success).toBe(true);
    expect(personalInformationInput.safeParse({ ...alex, location: { ...alex.location, country: 'MX', state: 'Jalisco' } }).success).toBe(true);
    expect(personalInformationInput.safeParse({ ...alex, location: { ...alex.location, country: 'XX' } }).success).toBe(false);
  });
});

describe('EditForm: country and state', () => {
  it('shows the state only for countries with states', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByLabelText(/State or province/)).not.toBeInTheDocument();
    await user.selectOptions(field(/Country/), 'US');
    const state = field(/State or province/);
    expect(within(state).getByRole('option', { name: 'New York' })).toHaveValue('NY');
    await user.selectOptions(field(/Country/), 'MX');
    // Mexico's states are free text.
    expect(field(/State or province/).tagName).toBe('INPUT');
  });

  it('clears the state when the new country has no states', async () => {
    const user = userEvent.setup();
    renderForm({ ...alex, location: { ...alex.location, country: 'US', state: 'NY' } });
    expect(field(/State or province/)).toHaveValue('NY');
    await user.selectOptions(field(/Country/), 'DE');
    expect(screen.queryByLabelText(/State or province/)).not.toBeInTheDocument();
    await user.selectOptions(field(/Country/), 'US');
    expect(field(/State or province/)).toHaveValue('');
  });

  it('keeps the state when the new country uses states and has it, clears one it cannot show', async () => {
    const user = userEvent.setup();
    renderForm({ ...alex, location: { ...alex.location, country: 'US', state: 'NY' } });
    await user.selectOptions(field(/Country/), 'MX');
    expect(field(/State or province/)).toHaveValue('NY');
    await user.selectOptions(field(/Country/), 'CA');
    expect(field(/State or province/)).toHaveValue('');
  });
});

describe('EditForm: address autocomplete', () => {
  it('is a plain street field without the feature', () => {
    renderForm(alex, false);
    expect(field(/Street and number/)).not.toHaveAttribute('role', 'combobox');
  });

  it('fills street, postal, city, country and state (upper-cased) from a picked suggestion', async () => {
    const asked: string[] = [];
    server.use(
      http.get(SUGGEST_URL, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json({
          suggestions: [
            { id: 'a1', label: '75 Court Street, Brooklyn, NY 11201', street: '75 Court Street', postal: '11201', city: 'Brooklyn', state: 'ny', country: 'us' },
            { id: 'a2', label: '1619 Broadway, New York, NY 10019', street: '1619 Broadway', postal: '10019', city: 'New York', state: 'ny', country: 'us' },
          ],
        });
      }),
    );
    answerSave();
    const user = userEvent.setup();
    renderForm(alex, true);
    const combo = screen.getByRole('combobox', { name: /Address/ });
    await user.clear(combo);
    await user.type(combo, 'Court');
    const list = await screen.findByRole('listbox', { name: 'Address suggestions' });
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    expect(asked.at(-1)).toBe('Court');

    await user.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[0]?.id);
    await user.keyboard('{Enter}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(combo).toHaveValue('75 Court Street');
    expect(field(/Postal code/)).toHaveValue('11201');
    expect(field(/City/)).toHaveValue('Brooklyn');
    expect(field(/Country/)).toHaveValue('US');
    expect(field(/State or province/)).toHaveValue('NY');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({ location: { street: '75 Court Street', postal: '11201', city: 'Brooklyn', country: 'US', state: 'NY' } });
  });

  it('picks with the mouse and closes with Escape', async () => {
    server.use(
      http.get(SUGGEST_URL, () =>
        HttpResponse.json({ suggestions: [{ id: 'a1', label: 'Karl-Heine-Straße 1, 04229 Leipzig', street: 'Karl-Heine-Straße 1', postal: '04229', city: 'Leipzig', state: null, country: 'de' }] }),
      ),
    );
    const user = userEvent.setup();
    renderForm(alex, true);
    const combo = screen.getByRole('combobox', { name: /Address/ });
    await user.clear(combo);
    await user.type(combo, 'Karl');
    await screen.findByRole('listbox', { name: 'Address suggestions' });
    await user.keyboard('{Escape}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    await user.type(combo, '-Heine');
    await user.click(within(await screen.findByRole('listbox', { name: 'Address suggestions' })).getByRole('option', { name: /Karl-Heine-Straße 1/ }));
    expect(field(/Country/)).toHaveValue('DE');
    expect(screen.queryByLabelText(/State or province/)).not.toBeInTheDocument();
  });
});

describe('EditForm: saving', () => {
  it('sends the edit-me payload, says so and reloads the customer', async () => {
    answerSave();
    const user = userEvent.setup();
    renderForm();
    await user.type(field(/Company/), 'Morgan & Co');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your personal information has been saved.');
    expect(requests).toEqual([
      {
        method: 'PUT',
        body: { company: 'Morgan & Co', prename: 'Alex', lastname: 'Morgan', location: { street: '22 Bankside Row', postal: 'SE1 9JT', city: 'London', country: 'GB', state: '' } },
      },
    ]);
    expect(refresh).toHaveBeenCalledTimes(1);
    // The account pill shows the name, so it asks again.
    expect(client.getQueryState(accountStateKey(SLUG))?.isInvalidated).toBe(true);
  });

  it('shows the error notification when saving fails, keeping the input', async () => {
    answerSave(503, { message: 'down' });
    const user = userEvent.setup();
    renderForm();
    await user.clear(field(/First name/));
    await user.type(field(/First name/), 'Alexandra');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your changes could not be saved. Please try again.');
    expect(field(/First name/)).toHaveValue('Alexandra');
    expect(refresh).not.toHaveBeenCalled();
  });

  it("marks the fields the server refuses", async () => {
    answerSave(400, { message: 'Invalid input', errors: { 'location.postal': ['tooLong'] } });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    expect(field(/Postal code/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Postal code/)).toHaveAccessibleDescription('This is too long.');
  });
});

describe('editMeInputOf', () => {
  it('turns empty text into "not given" and upper-cases the codes', () => {
    expect(editMeInputOf({ company: '', prename: 'A', lastname: 'B', location: { street: '', postal: '', city: 'X', country: 'us', state: 'ny' } })).toEqual({
      company: null,
      prename: 'A',
      lastname: 'B',
      location: { street: null, postal: null, city: 'X', country: 'US', state: 'NY' },
    });
  });
});
