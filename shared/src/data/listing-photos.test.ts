/** @jest-environment node */
import type { ImageRef, Property } from '../domain/property';
import { servicePhotoUrl, withServicePhotoUrls, withServicePhotos } from './listing-photos';

const SERVICE = 'https://search.betoch.et';
const KEY = '/photos/bk3m9x2q7wz/mi0d6x2o-3fa9c0d21e7b';

const photo: ImageRef = {
  src: `${KEY}/1-1280.jpg`,
  width: 1280,
  height: 960,
  alt: 'The garden seen from the terrace',
  widths: {
    webp: [
      { src: `${KEY}/1-320.webp`, width: 320 },
      { src: `${KEY}/1-640.webp`, width: 640 },
    ],
    jpeg: [
      { src: `${KEY}/1-320.jpg`, width: 320 },
      { src: `${KEY}/1-640.jpg`, width: 640 },
    ],
  },
  preview: { src: `${KEY}/1-1200x630.jpg`, width: 1200, height: 630 },
};

test("a photo's path on the service is made absolute on the service's address", () => {
  expect(servicePhotoUrl(`${KEY}/1-320.webp`, SERVICE)).toBe(`${SERVICE}${KEY}/1-320.webp`);
  // A trailing slash on the address does not double.
  expect(servicePhotoUrl('/photos/a/b/1-320.jpg', `${SERVICE}/`)).toBe(
    `${SERVICE}/photos/a/b/1-320.jpg`,
  );
});

test("the site's own pictures and absolute addresses are left as they are", () => {
  const city = '/assets/images/cities/addis-ababa.svg';
  expect(servicePhotoUrl(city, SERVICE)).toBe(city);
  expect(servicePhotoUrl('https://cdn.example/photos/x.jpg', SERVICE)).toBe(
    'https://cdn.example/photos/x.jpg',
  );
  // Only the folder itself, not a path that merely starts with its letters.
  expect(servicePhotoUrl('/photosx/1.jpg', SERVICE)).toBe('/photosx/1.jpg');
  expect(servicePhotoUrl('//evil.example/photos/1.jpg', SERVICE)).toBe(
    '//evil.example/photos/1.jpg',
  );
});

test('every file of a photo is made absolute: src, each width of each type, the preview', () => {
  const resolved = withServicePhotoUrls(photo, SERVICE);
  expect(resolved).toEqual({
    ...photo,
    src: `${SERVICE}${KEY}/1-1280.jpg`,
    widths: {
      webp: [
        { src: `${SERVICE}${KEY}/1-320.webp`, width: 320 },
        { src: `${SERVICE}${KEY}/1-640.webp`, width: 640 },
      ],
      jpeg: [
        { src: `${SERVICE}${KEY}/1-320.jpg`, width: 320 },
        { src: `${SERVICE}${KEY}/1-640.jpg`, width: 640 },
      ],
    },
    preview: { src: `${SERVICE}${KEY}/1-1200x630.jpg`, width: 1200, height: 630 },
  });
  // The answer is not changed in place.
  expect(photo.src).toBe(`${KEY}/1-1280.jpg`);
});

test("a listing's images are resolved, its other fields kept; an image without widths gains none", () => {
  const illustration: ImageRef = {
    src: '/assets/images/cities/adama.svg',
    width: 800,
    height: 600,
    alt: 'Adama',
  };
  const listing = {
    id: 'bk3m9x2q7wz',
    title: 'Four-bedroom villa',
    images: [photo, illustration],
  } as Property;
  const resolved = withServicePhotos(listing, SERVICE);
  expect(resolved.title).toBe('Four-bedroom villa');
  expect(resolved.images[0]?.src).toBe(`${SERVICE}${KEY}/1-1280.jpg`);
  expect(resolved.images[1]).toEqual(illustration);
  expect(resolved.images[1]).not.toHaveProperty('widths');
  expect(resolved.images[1]).not.toHaveProperty('preview');
});
