import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactRoutes from '../../exposes/contact-routes';
import { fakeResponse, serveAssets } from '@betoch/shared/testing';
import { renderPage } from '../../testing/render-page';

/** The enquiry's answer (`api/enquiries`), or a thrown error for a network failure. */
let enquiryAnswer: Response | Error;
let fetchMock: jest.Mock;

beforeEach(() => {
  enquiryAnswer = fakeResponse(201, { id: 'e-1', sentTo: 'agency' });
  fetchMock = serveAssets();
  const assets = fetchMock.getMockImplementation() as (url: string) => Promise<Response>;
  fetchMock.mockImplementation((url: string) => {
    if (url.endsWith('/api/enquiries/ticket')) {
      return Promise.resolve(fakeResponse(200, { ticket: 'ticket-1', minSeconds: 0 }));
    }
    if (url.endsWith('/api/enquiries')) {
      return enquiryAnswer instanceof Error
        ? Promise.reject(enquiryAnswer)
        : Promise.resolve(enquiryAnswer);
    }
    return assets(url);
  });
});

const open = (url: string) => renderPage(<ContactRoutes />, url, '/contact/*');

async function openForm() {
  open('/contact/contact-1');
  return screen.findByRole('button', { name: 'Send my message' });
}

describe('contact form', () => {
  it('shows every error tied to its field and focuses the first invalid one', async () => {
    const submit = await openForm();
    await userEvent.click(submit);
    const name = screen.getByRole('textbox', { name: /Your name/ });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveAccessibleDescription(
      'At least 20 characters. Please fill in this field.',
    );
    expect(screen.getByRole('textbox', { name: /Phone/ })).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a malformed e-mail and a foreign phone number', async () => {
    const submit = await openForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Selam Tadesse');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'selam@');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '+44 20 7946 0958');
    await userEvent.click(submit);
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com.');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription(
      /Ethiopian mobile number.*Enter an Ethiopian mobile number/,
    );
  });

  async function fillValid() {
    const submit = await openForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Selam Tadesse');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'selam@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '0911 48 26 30');
    await userEvent.type(screen.getByRole('textbox', { name: /Subject/ }), 'Viewing in Bole');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Message/ }),
      'Can I visit the villa on Saturday morning?',
    );
    return submit;
  }

  it('sends a valid message to the agency and says what happens next', async () => {
    await userEvent.click(await fillValid());
    expect(await screen.findByRole('heading', { name: 'Your message was sent' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      'An agent will answer you at selam@example.com, usually within a working day.',
    );
    const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/enquiries'));
    expect(JSON.parse(String((post?.[1] as RequestInit).body))).toMatchObject({
      kind: 'contact',
      email: 'selam@example.com',
      subject: 'Viewing in Bole',
      ticket: 'ticket-1',
      website: '',
    });
    expect(screen.queryByRole('button', { name: 'Send my message' })).not.toBeInTheDocument();
  });

  it('keeps the message when the API cannot be reached, and offers the mail app', async () => {
    enquiryAnswer = new TypeError('Failed to fetch');
    await userEvent.click(await fillValid());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request could not be sent: check your connection and try again.',
    );
    const mail = screen.getByRole('link', {
      name: 'Or send it from your e-mail app to info@betoch.et',
    });
    expect(mail.getAttribute('href')).toMatch(
      /^mailto:info@betoch\.et\?subject=Viewing%20in%20Bole/,
    );
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Viewing in Bole');
  });

  it('offers no mail app for a refusal the API explained', async () => {
    enquiryAnswer = fakeResponse(429, { message: 'Too many.' }, { 'Retry-After': '30' });
    await userEvent.click(await fillValid());
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 30 seconds.');
    expect(screen.queryByRole('link', { name: /e-mail app/ })).toBeNull();
  });
});

describe('contact layouts', () => {
  it('contact-1 shows the office card with tel: and mailto: links', async () => {
    open('/contact/contact-1');
    expect(await screen.findByRole('link', { name: '+251 116 180 200' })).toHaveAttribute(
      'href',
      'tel:+251116180200',
    );
    expect(screen.getByRole('link', { name: 'info@betoch.et' })).toHaveAttribute(
      'href',
      'mailto:info@betoch.et',
    );
  });

  it('contact-3 lists the offices with their agents', async () => {
    open('/contact/contact-3');
    expect(await screen.findByRole('heading', { name: 'Our offices' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hanna Girma' })).toHaveAttribute(
      'href',
      '/agent/agent-profile?id=hanna-girma',
    );
  });

  it('an unknown layout goes to the 404 page', () => {
    open('/contact/contact-9');
    expect(screen.getByText('Redirected')).toBeInTheDocument();
  });
});
