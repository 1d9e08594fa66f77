import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { propertyById, renderRoute } from '@betoch/shared/testing';
import enJson from '../../../i18n/property/en.json';
import { ImageSlider } from './image-slider';

const villa = propertyById('b01'); // three pictures

function renderSlider(images = villa.images) {
  renderRoute(<ImageSlider images={images} title={villa.title} />, {
    namespaces: { property: enJson },
  });
  return screen.getByRole('region', { name: `Pictures of ${villa.title}` });
}

const shown = () => screen.getByRole('img');

it('shows one picture with its size set, and the position', () => {
  renderSlider();
  expect(shown()).toHaveAttribute('alt', villa.images[0]?.alt);
  expect(shown()).toHaveAttribute('width', '800');
  expect(shown()).toHaveAttribute('height', '600');
  expect(screen.getByText('Image 1 of 3')).toBeVisible();
});

it('moves with the previous and next buttons, wrapping around', async () => {
  renderSlider();
  await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
  expect(shown()).toHaveAttribute('alt', villa.images[1]?.alt);
  await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
  await userEvent.click(screen.getByRole('button', { name: 'Previous image' }));
  expect(shown()).toHaveAttribute('alt', villa.images[2]?.alt);
  expect(screen.getByText('Image 3 of 3')).toBeVisible();
});

it('moves with the arrow keys, Home and End once focused', async () => {
  const slider = renderSlider();
  slider.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(shown()).toHaveAttribute('alt', villa.images[1]?.alt);
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  expect(shown()).toHaveAttribute('alt', villa.images[0]?.alt);
  await userEvent.keyboard('{ArrowLeft}');
  expect(shown()).toHaveAttribute('alt', villa.images[2]?.alt);
  await userEvent.keyboard('{Home}');
  expect(screen.getByText('Image 1 of 3')).toBeVisible();
  await userEvent.keyboard('{End}');
  expect(screen.getByText('Image 3 of 3')).toBeVisible();
  await userEvent.keyboard('{ArrowUp}');
  expect(screen.getByText('Image 3 of 3')).toBeVisible();
});

it('mirrors the arrow keys in a right-to-left layout', async () => {
  document.documentElement.dir = 'rtl';
  try {
    const slider = renderSlider();
    slider.style.direction = 'rtl';
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('Image 2 of 3')).toBeVisible();
  } finally {
    document.documentElement.dir = '';
  }
});

it('has no controls for a single picture', () => {
  renderSlider(villa.images.slice(0, 1));
  expect(screen.queryByRole('button')).toBeNull();
  expect(shown()).toBeVisible();
});
