import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore } from '@betoch/shared';
import { renderRoute } from '@betoch/shared/testing';
import amJson from '../../../i18n/property/am.json';
import enJson from '../../../i18n/property/en.json';
import { ShareButton } from './share-button';

const TITLE = 'Five-bedroom villa in Bole';

function renderButton(name = 'Share') {
  renderRoute(<ShareButton title={TITLE} />, {
    namespaces: { property: enJson },
    amNamespaces: { property: amJson },
  });
  return screen.getByRole('button', { name });
}

const withShare = (share: Navigator['share'] | undefined) =>
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });

/** The page shown in `language`: the choice, which the translations follow. */
const showIn = (language: 'en' | 'am') =>
  act(() => useLanguageStore.getState().setLanguage(language));

afterEach(() => {
  withShare(undefined);
  showIn('en');
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
  const button = renderButton();
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const targets = screen.getByRole('list', { name: 'Share this property' });
  const items = targets.querySelectorAll('li > *');
  expect([...items].map((item) => item.textContent)).toEqual(['Telegram', 'WhatsApp', 'Copy link']);
  const telegram = new URL(
    screen.getByRole('link', { name: 'Telegram' }).getAttribute('href') ?? '',
  );
  expect(telegram.searchParams.get('url')).toBe(window.location.href);
  expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );

  // Pressed again, the panel closes.
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

it('shares the address in the language the page is shown in, whatever the stored choice says yet', async () => {
  // A server-rendered Amharic page before its stores are read: the labels are Amharic, the
  // language store still at its default (a press held before the take-over is replayed then).
  showIn('am');
  useLanguageStore.setState({ language: 'en' });
  const button = renderButton(amJson.share.button);
  await userEvent.click(button);
  const telegram = new URL(
    screen.getByRole('link', { name: amJson.share.telegram }).getAttribute('href') ?? '',
  );
  expect(new URL(telegram.searchParams.get('url') ?? '').searchParams.get('lang')).toBe('am');

  // Shown in English again (the visitor's choice), the link loses the Amharic address.
  await userEvent.click(button);
  showIn('en');
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  const english = new URL(
    screen.getByRole('link', { name: 'Telegram' }).getAttribute('href') ?? '',
  );
  expect(new URL(english.searchParams.get('url') ?? '').searchParams.has('lang')).toBe(false);
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
