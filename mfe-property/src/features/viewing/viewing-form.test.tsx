import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, renderRoute } from '@betoch/shared/testing';
import enJson from '../../../i18n/property/en.json';
import { ViewingForm } from './viewing-form';

type Answer = Response | Error;

/** The API as the form sees it: a ticket, then `answer` to the enquiry. */
function renderForm(answer: Answer = fakeResponse(201, { id: 'e-1', sentTo: 'agency' })) {
  const fetchSpy = jest.fn((url: string) => {
    if (url.endsWith('/api/enquiries/ticket')) {
      return Promise.resolve(fakeResponse(200, { ticket: 'ticket-1', minSeconds: 0 }));
    }
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
  renderRoute(<ViewingForm propertyId="p1b" propertyTitle="Villa in Bole" />, {
    namespaces: { property: enJson },
  });
  return fetchSpy;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Request a viewing' }));

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Your name'), '  Selam Tadesse ');
  await userEvent.type(screen.getByLabelText('Phone number'), '+251 911 482 630');
  await userEvent.type(screen.getByLabelText('Message (optional)'), 'Saturday morning?');
}

/** The enquiry the form posted, parsed. */
function postedBody(fetchSpy: jest.Mock): Record<string, unknown> {
  const call = fetchSpy.mock.calls.find(([url]) => String(url).endsWith('/api/enquiries'));
  const init = call?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

it('has labelled fields, and a hidden field no person reaches', () => {
  renderForm();
  expect(screen.getByLabelText('Your name')).toHaveAttribute('autocomplete', 'name');
  expect(screen.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
  expect(screen.getByLabelText('Message (optional)')).toBeInTheDocument();
  // Out of the accessibility tree and the tab order.
  expect(screen.queryByRole('textbox', { name: /Website/ })).toBeNull();
  const hidden = document.querySelector('input[name="website"]');
  expect(hidden).toHaveAttribute('tabindex', '-1');
  expect(hidden?.closest('[aria-hidden="true"]')).not.toBeNull();
});

it('refuses an empty request, ties each message to its field, focuses the first, sends nothing', async () => {
  const fetchSpy = renderForm();
  await submit();
  const name = screen.getByLabelText('Your name');
  const phone = screen.getByLabelText('Phone number');
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('Enter your name.');
  expect(phone).toHaveAccessibleDescription(
    'For example +251 911 482 630 Enter your phone number.',
  );
  expect(name).toHaveFocus();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(fetchSpy.mock.calls.some(([url]) => String(url).endsWith('/api/enquiries'))).toBe(false);
});

it('checks the phone number and updates the messages as the visitor types', async () => {
  renderForm();
  await userEvent.type(screen.getByLabelText('Your name'), 'Selam');
  await userEvent.type(screen.getByLabelText('Phone number'), '12ab');
  await submit();
  const phone = screen.getByLabelText('Phone number');
  expect(phone).toHaveFocus();
  expect(
    screen.getByText('Enter a valid phone number, for example +251 911 482 630.'),
  ).toBeVisible();
  expect(screen.getByLabelText('Your name')).not.toHaveAttribute('aria-invalid');
  await userEvent.clear(phone);
  await userEvent.type(phone, '0911 48 26 30');
  expect(phone).not.toHaveAttribute('aria-invalid');
});

it('sends a valid request with its ticket and says what happens next', async () => {
  const fetchSpy = renderForm();
  await fillValid();
  await submit();
  const status = await screen.findByText(
    'Thanks, Selam Tadesse — your request was sent to our agents.',
  );
  expect(status).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent(
    'They will call you on +251 911 482 630, usually within a working day',
  );
  expect(postedBody(fetchSpy)).toEqual({
    kind: 'viewing',
    listingId: 'p1b',
    name: '  Selam Tadesse ',
    phone: '+251 911 482 630',
    message: 'Saturday morning?',
    language: 'en',
    ticket: 'ticket-1',
    website: '',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Send another request' }));
  expect(screen.getByLabelText('Phone number')).toHaveValue('');
});

it('says why a request refused for its rate was not sent, and keeps what was typed', async () => {
  renderForm(fakeResponse(429, { message: 'Too many.' }, { 'Retry-After': '540' }));
  await fillValid();
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Many requests have been sent from your connection in a short time, so this one was not sent. Try again in 9 minutes.',
  );
  expect(screen.getByLabelText('Phone number')).toHaveValue('+251 911 482 630');
  expect(screen.getByRole('button', { name: 'Request a viewing' })).toBeEnabled();
});

it('says a request the network lost was not sent, with the technical line', async () => {
  renderForm(new TypeError('Failed to fetch'));
  await fillValid();
  await submit();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your request could not be sent: check your connection');
  expect(alert).toHaveTextContent('Failed to fetch');
  expect(screen.getByLabelText('Your name')).toHaveValue('  Selam Tadesse ');
});

it('translates the spam checks’ refusals', async () => {
  renderForm(
    fakeResponse(400, [{ field: 'form', code: 'tooFast', description: 'Please take a few…' }]),
  );
  await fillValid();
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please take a few seconds to check your request, then send it again.',
  );
});
