import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactRoutes from '../../exposes/contact-routes';
import { serveAssets } from '@betoch/shared/testing';
import { renderPage } from '../../testing/render-page';

beforeEach(() => serveAssets());

const open = (url: string) => renderPage(<ContactRoutes />, url, '/contact/*');

async function openForm() {
  open('/contact/contact-1');
  return screen.findByRole('button', { name: 'Prepare my message' });
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

  it('confirms a valid message and offers to send it from the mail app', async () => {
    const submit = await openForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Selam Tadesse');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'selam@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '0911 48 26 30');
    await userEvent.type(screen.getByRole('textbox', { name: /Subject/ }), 'Viewing in Bole');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Message/ }),
      'Can I visit the villa on Saturday morning?',
    );
    await userEvent.click(submit);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your message is ready');
    expect(status).toHaveTextContent('we will reply to selam@example.com');
    const mail = screen.getByRole('link', { name: 'Open it in my e-mail app' });
    expect(mail.getAttribute('href')).toMatch(
      /^mailto:info@betoch\.et\?subject=Viewing%20in%20Bole/,
    );
    expect(screen.queryByRole('button', { name: 'Prepare my message' })).not.toBeInTheDocument();
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
