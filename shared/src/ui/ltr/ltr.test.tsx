import { render, screen } from '@testing-library/react';
import { EmailLink, Ltr, PhoneLink } from './ltr';

test('phone numbers call their digits and are isolated left-to-right', () => {
  render(
    <p dir="rtl">
      <PhoneLink phone="+251 911 274 093" />
    </p>,
  );
  const link = screen.getByRole('link', { name: '+251 911 274 093' });
  expect(link).toHaveAttribute('href', 'tel:+251911274093');
  const run = link.querySelector('bdi');
  expect(run).toHaveAttribute('dir', 'ltr');
  expect(run).toHaveTextContent('+251 911 274 093');
});

test('e-mail addresses and other runs are isolated left-to-right', () => {
  render(
    <p dir="rtl">
      <EmailLink email="info@betoch.et">
        <span>Mail </span>
      </EmailLink>
      <Ltr className="x">120 m²</Ltr>
    </p>,
  );
  const mail = screen.getByRole('link', { name: 'Mail info@betoch.et' });
  expect(mail).toHaveAttribute('href', 'mailto:info@betoch.et');
  expect(mail.querySelector('bdi[dir="ltr"]')).toHaveTextContent('info@betoch.et');
  expect(screen.getByText('120 m²').tagName).toBe('BDI');
  expect(screen.getByText('120 m²')).toHaveAttribute('dir', 'ltr');
});

test('a phone or an address that is not one is shown as text, never linked', () => {
  render(
    <p>
      <PhoneLink phone="javascript:alert(1)" />
      <EmailLink email="info@betoch.et?bcc=all@example.com" />
      <PhoneLink phone="(011) 661-2345" />
    </p>,
  );
  expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
  expect(screen.getByText('info@betoch.et?bcc=all@example.com').closest('a')).toBeNull();
  expect(screen.getByRole('link', { name: '(011) 661-2345' })).toHaveAttribute(
    'href',
    'tel:0116612345',
  );
});
