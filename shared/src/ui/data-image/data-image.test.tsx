import { render } from '@testing-library/react';
import { DataImage } from './data-image';

const photo = {
  src: '/assets/images/agents/a1.svg',
  width: 320,
  height: 320,
  alt: 'Hanna Tesfaye',
};

function imageOf(element: React.ReactElement): HTMLImageElement {
  const { container } = render(element);
  const image = container.querySelector('img');
  if (!image) throw new Error('no <img> rendered');
  return image;
}

test('an image keeps its intrinsic size and alternative text, and loads lazily by default', () => {
  const image = imageOf(<DataImage image={photo} className="agent__photo" />);
  expect(image).toHaveAttribute('src', photo.src);
  expect(image).toHaveAttribute('width', '320');
  expect(image).toHaveAttribute('height', '320');
  expect(image).toHaveAttribute('alt', 'Hanna Tesfaye');
  expect(image).toHaveClass('agent__photo');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('decoding', 'async');
  expect(image).not.toHaveAttribute('fetchpriority');
});

test('a picture that only decorates the words beside it has an empty alternative text', () => {
  const image = imageOf(<DataImage image={photo} alt="" />);
  expect(image).toHaveAttribute('alt', '');
  expect(image).toHaveAttribute('width', '320');
});

test('an image in the first screen loads at once', () => {
  const image = imageOf(<DataImage image={photo} load="eager" />);
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).not.toHaveAttribute('fetchpriority');
});

test("the page's largest image is fetched first and painted with the page", () => {
  const image = imageOf(<DataImage image={photo} load="priority" />);
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('fetchpriority', 'high');
  expect(image).not.toHaveAttribute('decoding');
});
