import { cardImageLoad } from './card-image-load';

test("the first card's picture is fetched first, the second at once, the others lazily", () => {
  expect([0, 1, 2, 5].map(cardImageLoad)).toEqual(['priority', 'eager', 'lazy', 'lazy']);
});
