import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DataImage, narrowestOnly, PAGE_IMAGE_SIZES } from './data-image';

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

describe("a seller's photo, made at several widths", () => {
  const KEY = 'https://search.betoch.et/photos/bk3m9x2q7wz/mi0d6x2o-3fa9c0d21e7b';
  const sellersPhoto = {
    src: `${KEY}/1-1280.jpg`,
    width: 1280,
    height: 960,
    alt: 'The villa from its garden',
    widths: {
      webp: [
        { src: `${KEY}/1-320.webp`, width: 320 },
        { src: `${KEY}/1-640.webp`, width: 640 },
        { src: `${KEY}/1-1280.webp`, width: 1280 },
      ],
      jpeg: [
        { src: `${KEY}/1-320.jpg`, width: 320 },
        { src: `${KEY}/1-640.jpg`, width: 640 },
        { src: `${KEY}/1-1280.jpg`, width: 1280 },
      ],
    },
  };

  function pictureOf(element: React.ReactElement) {
    const { container } = render(element);
    const picture = container.querySelector('picture');
    const source = picture?.querySelector('source');
    const image = picture?.querySelector('img');
    if (!picture || !source || !image) throw new Error('no <picture> with <source> and <img>');
    return { container, picture, source, image };
  }

  test('is a <picture>: WebP widths for the browsers that read them, JPEG ones in the <img>', () => {
    const { picture, source, image } = pictureOf(
      <DataImage image={sellersPhoto} className="property-card__image" sizes="380px" />,
    );
    expect(picture.children).toHaveLength(2);
    expect(picture.firstElementChild).toBe(source);
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute(
      'srcset',
      `${KEY}/1-320.webp 320w, ${KEY}/1-640.webp 640w, ${KEY}/1-1280.webp 1280w`,
    );
    expect(source).toHaveAttribute('sizes', '380px');
    expect(image).toHaveAttribute(
      'srcset',
      `${KEY}/1-320.jpg 320w, ${KEY}/1-640.jpg 640w, ${KEY}/1-1280.jpg 1280w`,
    );
    expect(image).toHaveAttribute('sizes', '380px');
    // The widest JPEG for a browser without srcset, and the size, text and class as any image's.
    expect(image).toHaveAttribute('src', `${KEY}/1-1280.jpg`);
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '960');
    expect(image).toHaveAttribute('alt', 'The villa from its garden');
    expect(image).toHaveClass('property-card__image');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  test('is drawn at most as wide as the page unless its box says otherwise', () => {
    const { source, image } = pictureOf(<DataImage image={sellersPhoto} load="priority" />);
    expect(source).toHaveAttribute('sizes', PAGE_IMAGE_SIZES);
    expect(image).toHaveAttribute('sizes', PAGE_IMAGE_SIZES);
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  test('saving data, only the narrowest file of each type is offered, whatever the box', () => {
    const { source, image } = pictureOf(<DataImage image={sellersPhoto} sizes="380px" smallest />);
    expect(source).toHaveAttribute('srcset', `${KEY}/1-320.webp 320w`);
    expect(image).toHaveAttribute('srcset', `${KEY}/1-320.jpg 320w`);
    expect(image).toHaveAttribute('src', `${KEY}/1-320.jpg`);
    // The box keeps the photo's shape.
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '960');
  });

  test('the narrowest is found in any order, and a type without files stays without', () => {
    const [a, b, c] = sellersPhoto.widths.webp;
    expect(narrowestOnly({ webp: [c!, a!, b!], jpeg: [] })).toEqual({ webp: [a], jpeg: [] });
  });

  test('a picture without widths is written as before, one <img>, whatever sizes it is given', () => {
    expect(renderToStaticMarkup(<DataImage image={photo} sizes="380px" />)).toBe(
      '<img src="/assets/images/agents/a1.svg" width="320" height="320" alt="Hanna Tesfaye" loading="lazy" decoding="async"/>',
    );
  });
});
