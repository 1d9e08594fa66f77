import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDataModeStore } from '@betoch/shared/singleton';
import { propertyById, renderRoute } from '@betoch/shared/testing';
import enJson from '../../../i18n/property/en.json';
import { ImageBoxGallery } from './image-box-gallery';
import { ImageSlider } from './image-slider';
import { ThumbnailGallery } from './thumbnail-gallery';

const villa = propertyById('b01'); // three pictures
const options = { namespaces: { property: enJson } };

describe('saving data (docs/low-data.md), a gallery fetches a photo when it is tapped', () => {
  beforeEach(() => act(() => useDataModeStore.setState({ mode: 'low' })));
  afterEach(() => act(() => useDataModeStore.setState({ mode: 'normal' })));

  it('the slider: each picture its own tap, as the visitor moves to it', async () => {
    renderRoute(<ImageSlider images={villa.images} title={villa.title} />, options);
    expect(screen.queryByRole('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Load photo 1 of 3' }));
    expect(screen.getByRole('img')).toHaveAttribute('alt', villa.images[0]?.alt);
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Load photo 2 of 3' })).toBeVisible();
  });

  it('the box grid: one button per box, the others still waiting', async () => {
    renderRoute(<ImageBoxGallery images={villa.images} title={villa.title} />, options);
    const gallery = screen.getByRole('group', { name: `Pictures of ${villa.title}` });
    expect(within(gallery).queryAllByRole('img')).toHaveLength(0);
    expect(within(gallery).getAllByRole('button', { name: /^Load photo \d of 3$/ })).toHaveLength(
      3,
    );
    await userEvent.click(within(gallery).getByRole('button', { name: 'Load photo 2 of 3' }));
    expect(within(gallery).getByRole('img')).toHaveAttribute('alt', villa.images[1]?.alt);
    expect(within(gallery).getAllByRole('button', { name: /^Load photo/ })).toHaveLength(2);
  });

  it('the thumbnails: numbers instead of photos, and the large one on tap', async () => {
    const { container } = renderRoute(
      <ThumbnailGallery images={villa.images} title={villa.title} />,
      options,
    );
    expect(container.querySelectorAll('img')).toHaveLength(0);
    const third = screen.getByRole('button', { name: 'Show image 3 of 3' });
    expect(third).toHaveTextContent('3');
    await userEvent.click(third);
    await userEvent.click(screen.getByRole('button', { name: 'Load photo 3 of 3' }));
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByRole('img')).toHaveAttribute('alt', villa.images[2]?.alt);
  });
});

it('for everyone else the photos come at once', () => {
  const { container } = renderRoute(
    <ImageBoxGallery images={villa.images} title={villa.title} />,
    options,
  );
  expect(container.querySelectorAll('img')).toHaveLength(3);
  expect(screen.queryByRole('button', { name: /^Load photo/ })).toBeNull();
});
