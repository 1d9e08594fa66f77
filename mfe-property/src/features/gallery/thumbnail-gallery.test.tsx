import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { propertyById, renderRoute } from '@betoch/shared/testing';
import enJson from '../../../i18n/property/en.json';
import { ThumbnailGallery } from './thumbnail-gallery';

const villa = propertyById('b01'); // three pictures

it('shows the picture of the pressed thumbnail large', async () => {
  renderRoute(<ThumbnailGallery images={villa.images} title={villa.title} />, {
    namespaces: { property: enJson },
  });
  const gallery = screen.getByRole('group', { name: `Pictures of ${villa.title}` });
  const large = () => within(gallery).getByRole('img');
  expect(large()).toHaveAttribute('alt', villa.images[0]?.alt);
  const third = screen.getByRole('button', { name: 'Show image 3 of 3' });
  expect(third).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(third);
  expect(third).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(large()).toHaveAttribute('alt', villa.images[2]?.alt);
});
