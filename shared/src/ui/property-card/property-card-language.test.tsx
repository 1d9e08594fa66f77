import { act, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useProperty } from '../../data/hooks';
import { resetDataCache } from '../../data/loader';
import { useLanguageStore } from '../../stores/language-store';
import { renderRoute } from '../../../test/render';
import { PropertyCard } from './property-card';

const DATA_DIR = join(__dirname, '../../../assets/data');

function readData<T>(file: string): T {
  return JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8')) as T;
}

interface Texts {
  title: string;
  images: { alt: string }[];
}

const en = readData<(Texts & { id: string })[]>('property-details.json').find(
  (p) => p.id === 'b01',
);
const am = readData<Record<string, Texts>>('am/property-details.json').b01;

/** A card fed by the data hook, as the listing and home sections feed theirs. */
function LiveCard() {
  const { data } = useProperty('b01');
  return data ? <PropertyCard property={data} /> : <p>Loading</p>;
}

beforeEach(() => {
  resetDataCache();
  globalThis.fetch = jest.fn((url: string) => {
    const file = /(?:am\/)?[^/]+$/.exec(url)?.[0] ?? '';
    const body = readFileSync(join(DATA_DIR, file), 'utf8');
    return Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(body) });
  }) as unknown as typeof fetch;
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
