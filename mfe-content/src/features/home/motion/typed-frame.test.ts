import { TYPED_HOLD_TICKS, typedFrame } from './typed-frame';

describe('typedFrame', () => {
  const phrases = ['ab', 'xyz'];

  it('types the first phrase one character per tick', () => {
    expect(typedFrame(phrases, 0)).toEqual({ index: 0, text: '' });
    expect(typedFrame(phrases, 1)).toEqual({ index: 0, text: 'a' });
    expect(typedFrame(phrases, 2)).toEqual({ index: 0, text: 'ab' });
  });

  it('holds the phrase, then starts the next one and loops', () => {
    expect(typedFrame(phrases, 2 + TYPED_HOLD_TICKS - 1)).toEqual({ index: 0, text: 'ab' });
    expect(typedFrame(phrases, 2 + TYPED_HOLD_TICKS + 1)).toEqual({ index: 1, text: 'x' });
    const cycle = 2 + 3 + 2 * TYPED_HOLD_TICKS;
    expect(typedFrame(phrases, cycle + 1)).toEqual({ index: 0, text: 'a' });
  });

  it('copes with no phrases', () => {
    expect(typedFrame([], 7)).toEqual({ index: 0, text: '' });
  });
});
