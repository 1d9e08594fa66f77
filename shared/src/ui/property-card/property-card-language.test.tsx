import { act, screen, within } from '@testing-library/react';
import { useListing } from '../../data/hooks';
import { useLanguageStore } from '../../stores/language-store';
import { readAsset, renderRoute, serveAssets } from '@betoch/shared/testing';
import { PropertyCard } from './property-card';

interface Texts {
  title: string;
  images: { alt: string }[];
}

const en = readAsset<(Texts & { id: string })[]>('property-details.json').find(
  (p) => p.id === 'b01',
);
const am = readAsset<Record<string, Texts>>('am/property-details.json').b01;

/** A card fed by the data hook, as the listing and home sections feed theirs. */
function LiveCard() {
  const { data } = useListing('b01');
  return data?.kind === 'live' ? <PropertyCard property={data.listing} /> : <p>Loading</p>;
}

beforeEach(() => {
  serveAssets();
});

afterEach(() => {
  act(() => useLanguageStore.getState().setLanguage('en'));
});

test('with Amharic chosen the card shows the Amharic texts, and English again after switching back', async () => {
  act(() => useLanguageStore.getState().setLanguage('am'));
  renderRoute(<LiveCard />);

  const card = await screen.findByRole('article');
  expect(within(card).getByRole('heading', { name: am?.title })).toBeInTheDocument();
  expect(within(card).getByRole('img')).toHaveAttribute('alt', am?.images[0]?.alt);
  expect(await within(card).findByText('ቪላ')).toBeInTheDocument();
  expect(within(card).getByText('ቦሌ, አዲስ አበባ')).toBeInTheDocument();

  act(() => useLanguageStore.getState().setLanguage('en'));

  expect(await screen.findByRole('heading', { name: en?.title })).toBeInTheDocument();
  const english = screen.getByRole('article');
  expect(within(english).getByText('Villa')).toBeInTheDocument();
  expect(within(english).getByText('Bole, Addis Ababa')).toBeInTheDocument();
  expect(within(english).getByRole('img')).toHaveAttribute('alt', en?.images[0]?.alt);
});
