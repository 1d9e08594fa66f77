import { ALL_LANES, laneFor, SHELL_LANE } from './lanes';

describe('laneFor', () => {
  it('sends paths no section renders to the shell’s lane', () => {
    expect(laneFor('/')).toBe(SHELL_LANE);
    expect(laneFor('/nowhere/at/all')).toBe(SHELL_LANE);
    expect(laneFor('/listingx')).toBe(SHELL_LANE);
  });

  it('has one lane per section and the shell’s', () => {
    expect([...ALL_LANES].sort()).toEqual(['account', 'content', 'listings', 'property', 'shell']);
  });
});
