import { useRef } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore } from '@betoch/shared';
import type { PhotoRefusal } from '@betoch/shared/domain/photo-rules';
import {
  photoFile,
  renderAccountPage,
  resetAccountState,
  stubPhotoFiles,
} from '../../testing/test-helpers';
import { checkPickedPhotos } from './photo-checks';
import { PhotoPicker, usePhotoPicks } from './photo-picker';

/** The picker as the form holds it: its photos' own refusals, and the service's given. */
function Picker({ service = [] }: { service?: PhotoRefusal[] }) {
  const picks = usePhotoPicks();
  const input = useRef<HTMLInputElement>(null);
  const refusals = [
    ...checkPickedPhotos(
      picks.photos.map((photo) => photo.facts),
      { required: false },
    ),
    ...service,
  ];
  return (
    <PhotoPicker
      id="photos"
      picks={picks}
      refusals={refusals}
      required
      disabled={false}
      inputRef={input}
    />
  );
}

let files: ReturnType<typeof stubPhotoFiles>;

beforeEach(() => {
  resetAccountState();
  files = stubPhotoFiles();
});
afterEach(() => {
  files.restore();
  act(() => useLanguageStore.getState().setLanguage('en'));
});

const input = () => screen.getByLabelText(/^Choose photos/);
const items = () => {
  const list = screen.queryByRole('list', { name: 'Photos chosen' });
  return list ? within(list).getAllByRole('listitem') : [];
};
const captions = () => items().map((item) => item.querySelector('p')?.textContent);

it('is a labelled file input taking JPEG, PNG and WebP, several at once, with its rules said', () => {
  renderAccountPage(<Picker />, '/my-properties');
  expect(input()).toHaveAttribute('type', 'file');
  expect(input()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  expect(input()).toHaveAttribute('multiple');
  expect(input()).toHaveAccessibleDescription(
    /^From 1 to 12 photos, JPEG, PNG or WebP, each at most 15 MB\. Photo 1 is the cover.* 0 photos chosen, at most 12\.$/,
  );
});

it('shows the photos picked in order, the first the cover, each to remove or make the cover', async () => {
  const user = userEvent.setup();
  const { unmount } = renderAccountPage(<Picker />, '/my-properties');
  await user.upload(input(), [
    photoFile('front.jpg'),
    photoFile('garden.png', 'png', { type: 'image/png' }),
    photoFile('kitchen.jpg'),
  ]);
  expect(await screen.findByText('3 photos chosen, at most 12.')).toBeInTheDocument();
  expect(captions()).toEqual([
    'Photo 1 · cover front.jpg',
    'Photo 2 garden.png',
    'Photo 3 kitchen.jpg',
  ]);
  const thumbnails = screen.getAllByRole('img');
  expect(thumbnails.map((image) => image.getAttribute('src'))).toEqual(files.made);
  expect(thumbnails[1]).toHaveAccessibleName('Photo 2');
  // The cover is the cover already.
  expect(within(items()[0]!).queryByRole('button', { name: 'Make cover' })).toBeNull();

  await user.click(within(items()[2]!).getByRole('button', { name: 'Make cover' }));
  expect(captions()).toEqual([
    'Photo 1 · cover kitchen.jpg',
    'Photo 2 front.jpg',
    'Photo 3 garden.png',
  ]);
  // Focus stays with the photo moved, on its button that is still there.
  expect(within(items()[0]!).getByRole('button', { name: 'Remove' })).toHaveFocus();
  expect(within(items()[0]!).getByRole('button', { name: 'Remove' })).toHaveAccessibleDescription(
    'Photo 1 · cover kitchen.jpg',
  );

  await user.click(within(items()[1]!).getByRole('button', { name: 'Remove' }));
  expect(captions()).toEqual(['Photo 1 · cover kitchen.jpg', 'Photo 2 garden.png']);
  expect(files.revoked).toEqual(['blob:photo-1']);
  expect(within(items()[1]!).getByRole('button', { name: 'Remove' })).toHaveFocus();

  // The form gone, no thumbnail's URL is left behind.
  unmount();
  expect([...files.revoked].sort()).toEqual([...files.made].sort());
});

it('says what is wrong with each photo by its place, from its bytes, not its name', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderAccountPage(<Picker />, '/my-properties');
  const script = new File(['#!/bin/sh\nrm -rf ~\n'], 'house.jpg', { type: 'image/jpeg' });
  await user.upload(input(), [
    photoFile('front.jpg'),
    photoFile('animation.gif', 'gif', { type: 'image/gif' }),
    script,
    photoFile('huge.jpg', 'jpeg', { size: 15 * 1024 * 1024 + 1 }),
  ]);
  expect(await screen.findByText('4 photos chosen, at most 12.')).toBeInTheDocument();
  expect(input()).toHaveAttribute('aria-invalid', 'true');
  expect(input()).toHaveAccessibleDescription(
    expect.stringContaining(
      'Photo 2 is a GIF: choose a JPEG, PNG or WebP file. ' +
        'Photo 3 is not an image: choose a JPEG, PNG or WebP file. ' +
        'Photo 4 is larger than 15 MB.',
    ),
  );
  expect(items()[1]).toHaveClass('acc-photo-picker__item--refused');
  expect(items()[0]).not.toHaveClass('acc-photo-picker__item--refused');
  // No broken picture for a file that is no photo the site takes: an empty frame.
  expect(within(items()[0]!).getByRole('img')).toHaveAccessibleName('Photo 1');
  expect(within(items()[1]!).queryByRole('img')).toBeNull();
  expect(within(items()[2]!).queryByRole('img')).toBeNull();

  // Removed, the others move up, and are named by their new places.
  await user.click(within(items()[1]!).getByRole('button', { name: 'Remove' }));
  expect(input()).toHaveAccessibleDescription(
    expect.stringContaining('Photo 2 is not an image: choose a JPEG, PNG or WebP file.'),
  );
});

it('says more than 12 photos are too many', async () => {
  const user = userEvent.setup();
  renderAccountPage(<Picker />, '/my-properties');
  await user.upload(
    input(),
    Array.from({ length: 13 }, (_, i) => photoFile(`room-${i + 1}.jpg`)),
  );
  expect(await screen.findByText('Choose at most 12 photos: remove some.')).toBeInTheDocument();
});

it('shows the service’s refusals the same way, in the visitor’s language', async () => {
  act(() => useLanguageStore.getState().setLanguage('am'));
  renderAccountPage(
    <Picker
      service={[
        { code: 'truncated', photo: 2 },
        { code: 'unsupportedType', photo: 3, found: 'heic' },
      ]}
    />,
    '/my-properties',
  );
  expect(screen.getByText('ፎቶ 2 ያልተሟላ ወይም የተበላሸ ነው፤ ፋይሉን እንደገና ይምረጡ።')).toBeInTheDocument();
  expect(
    screen.getByText(/^ፎቶ 3 የHEIC ፎቶ .* ነው፤ JPEG፣ PNG ወይም WebP ፋይል ይምረጡ።$/),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(/^ፎቶዎችን ይምረጡ/)).toHaveAttribute('aria-invalid', 'true');
});
