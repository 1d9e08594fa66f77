import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore } from '@betoch/shared';
import { renderRoute } from '@betoch/shared/testing';
import enJson from '../../../i18n/property/en.json';
import { ShareButton } from './share-button';

const TITLE = 'Five-bedroom villa in Bole';

function renderButton() {
  renderRoute(<ShareButton title={TITLE} />, { namespaces: { property: enJson } });
  return screen.getByRole('button', { name: 'Share' });
}

const withShare = (share: Navigator['share'] | undefined) =>
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });

afterEach(() => {
  withShare(undefined);
  useLanguageStore.setState({ language: 'en' });
});

it('opens the browser’s share sheet with this page’s address and title, and shows no panel', async () => {
  const share = jest.fn().mockResolvedValue(undefined);
  withShare(share);
  const button = renderButton();
  await userEvent.click(button);
  expect(share).toHaveBeenCalledWith({ title: TITLE, url: window.location.href });
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

it('without a sheet, offers Telegram, WhatsApp and copying the link, in that order', async () => {
  useLanguageStore.setState({ language: 'am' });
  const button = renderButton();
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const targets = screen.getByRole('list', { name: 'Share this property' });
  const items = targets.querySelectorAll('li > *');
  expect([...items].map((item) => item.textContent)).toEqual(['Telegram', 'WhatsApp', 'Copy link']);
  const telegram = new URL(
    screen.getByRole('link', { name: 'Telegram' }).getAttribute('href') ?? '',
  );
  // The address in the page's language.
  expect(new URL(telegram.searchParams.get('url') ?? '').searchParams.get('lang')).toBe('am');
  expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );

  // Pressed again, the panel closes.
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

it('copies the link and says so; without a clipboard, gives the link to copy by hand', async () => {
  const button = renderButton();
  await userEvent.click(button);
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith(window.location.href);
  expect(screen.getByRole('status')).toHaveTextContent('Link copied.');

  writeText.mockRejectedValue(new Error('denied'));
  await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(screen.getByLabelText('Copy this link:')).toHaveValue(window.location.href);
});
