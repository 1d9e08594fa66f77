/** @jest-environment node */
import { createBoundedOutput } from './bounded-output';

function collect(limits = { maxLineBytes: 16, bytesPerSecond: 64 }) {
  const lines: string[] = [];
  let clock = 0;
  const output = createBoundedOutput(
    (line) => lines.push(line),
    limits,
    () => clock,
  );
  return {
    lines,
    output,
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

describe('a worker’s output, bounded', () => {
  it('logs whole lines, across chunks, and the last one at the end', () => {
    const { lines, output } = collect();
    output.write(Buffer.from('first\nsec'));
    output.write(Buffer.from('ond\n\n  \nthi'));
    output.write(Buffer.from('rd'));
    expect(lines).toEqual(['first', 'second']);
    output.end();
    expect(lines).toEqual(['first', 'second', 'third']);
  });

  it('keeps the first bytes of a long line and counts the rest, never more', () => {
    const { lines, output } = collect();
    output.write(Buffer.from('0123456789abcdef-and-then'));
    output.write(Buffer.alloc(1000, 'x'));
    output.write(Buffer.from('\nnext\n'));
    expect(lines).toEqual(['0123456789abcdef … (1009 more bytes of this line cut)', 'next']);
  });

  it('drops what is over its bytes a second and says how much, once the next second begins', () => {
    const { lines, output, tick } = collect({ maxLineBytes: 16, bytesPerSecond: 20 });
    output.write(Buffer.from('aaaaaaaaaa\nbbbbbbbbbb\ncccccccccc\ndddddddddd\n'));
    expect(lines).toEqual(['aaaaaaaaaa', 'bbbbbbbbbb']);
    tick(1000);
    output.write(Buffer.from('eeee\n'));
    expect(lines).toEqual([
      'aaaaaaaaaa',
      'bbbbbbbbbb',
      '… 2 line(s), 20 bytes, of output dropped (over 20 bytes a second)',
      'eeee',
    ]);
  });

  it('takes 32 MB without a newline as one line of a few KB', () => {
    const lines: string[] = [];
    const output = createBoundedOutput((line) => lines.push(line));
    const chunk = Buffer.alloc(64 * 1024, 'y');
    for (let i = 0; i < 512; i += 1) output.write(chunk);
    output.end();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^y{4096} … \(33550336 more bytes of this line cut\)$/);
  });
});
