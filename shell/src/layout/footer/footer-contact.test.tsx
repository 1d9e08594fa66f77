import { render, screen } from '@testing-library/react';
import type { Agency } from '@betoch/shared';
import { initTestI18n } from '@betoch/shared/testing';
import { FooterContact } from './footer-contact';

let mockAgency: Partial<Agency> = {};
jest.mock('@betoch/shared', () => ({
  ...jest.requireActual<object>('@betoch/shared'),
  useAgency: () => ({ data: mockAgency, loading: false, error: null }),
}));

const AGENCY: Partial<Agency> = {
  address: 'Bole Road',
  city: 'Addis Ababa',
  phone: '+251 11 551 2345',
  email: 'info@betoch.et',
  social: [
    { network: 'facebook', url: 'https://www.facebook.com/betoch.et' },
    { network: 'telegram', url: 'javascript:alert(document.cookie)' },
    { network: 'instagram', url: 'http://instagram.com/betoch' },
    { network: 'linkedin', url: 'data:text/html,<script>alert(1)</script>' },
  ],
};

beforeAll(() => initTestI18n());

it('links the agency’s phone, e-mail and https: profiles', () => {
  mockAgency = AGENCY;
  render(<FooterContact />);
  expect(screen.getByRole('link', { name: '+251 11 551 2345' })).toHaveAttribute(
    'href',
    'tel:+251115512345',
  );
  expect(screen.getByRole('link', { name: 'info@betoch.et' })).toHaveAttribute(
    'href',
    'mailto:info@betoch.et',
  );
  const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
  expect(hrefs).toContain('https://www.facebook.com/betoch.et'); // RTL layouts keep the number and the address in order.
  expect(screen.getByText('+251 11 551 2345')).toHaveAttribute('dir', 'ltr');
  expect(screen.getByText('info@betoch.et').tagName).toBe('BDI');
});

it('leaves out a social link that is not https:, whatever the data says', () => {
  mockAgency = AGENCY;
  render(<FooterContact />);
  const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
  expect(hrefs).toHaveLength(3);
  expect(hrefs.filter((href) => !/^(https|tel|mailto):/.test(href))).toEqual([]);
  expect(hrefs.some((href) => href.startsWith('http:'))).toBe(false);
});

it('shows a phone or address that is not one as text, not as a link', () => {
  mockAgency = { ...AGENCY, phone: 'javascript:alert(1)', email: 'a@b.et?bcc=spy@evil.example' };
  render(<FooterContact />);
  expect(screen.getByText(/javascript:alert\(1\)/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /javascript/ })).toBeNull();
  expect(screen.queryByRole('link', { name: /bcc/ })).toBeNull();
});
