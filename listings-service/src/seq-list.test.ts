import { readSeqList } from './seq-list';

function read(list: string): number[] {
  const seqs: number[] = [];
  readSeqList(list, (seq) => seqs.push(seq));
  return seqs;
}

describe('a list of listings from an engine', () => {
  it('is read in its order, an empty list holding none', () => {
    expect(read('3,17,0,42')).toEqual([3, 17, 0, 42]);
    expect(read('1000000')).toEqual([1_000_000]);
    expect(read('')).toEqual([]);
    expect(read('9,8,4294967295')).toEqual([9, 8, 4_294_967_295]);
  });

  it('reads a million seqs as split and Number would', () => {
    const seqs = Array.from({ length: 1_000_000 }, (_, at) => (at * 7919) % 2_000_003);
    expect(read(seqs.join(','))).toEqual(seqs);
  });

  it('refuses anything but digits between commas, saying where', () => {
    expect(() => read('3,,4')).toThrow('malformed at character 2');
    expect(() => read('3,4,')).toThrow('malformed at character 4');
    expect(() => read('3,-4')).toThrow('malformed at character 2: "-4"');
    expect(() => read('12 ,4')).toThrow('malformed at character 2');
    expect(() => read(',')).toThrow('malformed at character 0');
  });
});
