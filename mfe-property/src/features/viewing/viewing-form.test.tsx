import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@betoch/shared/testing';
import enJson from '../../../i18n/property/en.json';
import { ViewingForm } from './viewing-form';

function renderForm() {
  const fetchSpy = jest.fn();
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
  renderRoute(<ViewingForm propertyTitle="Villa in Bole" />, { namespaces: { property: enJson } });
  return fetchSpy;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Request a viewing' }));

it('has labelled fields', () => {
  renderForm();
  expect(screen.getByLabelText('Your name')).toHaveAttribute('autocomplete', 'name');
  expect(screen.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
  expect(screen.getByLabelText('Message (optional)')).toBeInTheDocument();
});

it('refuses an empty request, ties each message to its field and focuses the first', async () => {
  renderForm();
  await submit();
  const name = screen.getByLabelText('Your name');
  const phone = screen.getByLabelText('Phone number');
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('Enter your name.');
  expect(phone).toHaveAccessibleDescription(
    'For example +251 911 482 630 Enter your phone number.',
  );
  expect(name).toHaveFocus();
  expect(screen.queryByRole('status')).toBeNull();
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

it('confirms a valid request on the page, without any network call, and keeps it', async () => {
  const fetchSpy = renderForm();
  await userEvent.type(screen.getByLabelText('Your name'), '  Selam Tadesse ');
  await userEvent.type(screen.getByLabelText('Phone number'), '+251 911 482 630');
  await submit();
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent(
    'Thanks, Selam Tadesse — the agent will call you on +251 911 482 630.',
  );
  expect(status).toHaveTextContent('This is a demonstration');
  expect(fetchSpy).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Change the request' }));
  expect(screen.getByLabelText('Phone number')).toHaveValue('+251 911 482 630');
});
