/** @jest-environment node */
import { escapeHtml } from '@betoch/shared/domain/html-text';
import { clip, jsonLdScript, link, meta, scriptSafeJson } from './html';

const HOSTILE = '</script><script>alert(1)</script><!-- "quoted" & \'single\' \u2028\u2029';

describe('scriptSafeJson', () => {
  it('holds no character that could close the script, open a comment or end a line', () => {
    const json = scriptSafeJson({ name: HOSTILE, list: [HOSTILE] });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
  });

  it('parses back to the same value', () => {
    const value = { name: HOSTILE, nested: { price: 620000, ok: true } };
    expect(JSON.parse(scriptSafeJson(value))).toEqual(value);
  });

  it('makes a single script element of a hostile value', () => {
    const html = jsonLdScript({ headline: HOSTILE });
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.endsWith('</script>')).toBe(true);
  });
});

describe('meta and link', () => {
  it('escape every value', () => {
    expect(meta('property', 'og:title', HOSTILE)).toBe(
      `<meta property="og:title" content="${escapeHtml(HOSTILE)}" />`,
    );
    expect(link({ rel: 'canonical', href: 'https://x.et/?a=1&b="2"' })).toBe(
      '<link rel="canonical" href="https://x.et/?a=1&amp;b=&quot;2&quot;" />',
    );
  });
});

describe('clip', () => {
  it('keeps a short text, with its whitespace collapsed', () => {
    expect(clip('  A villa\n  in Bole. ')).toBe('A villa in Bole.');
  });

  it('cuts a long text at a word boundary, with an ellipsis, within the limit', () => {
    const long = 'word '.repeat(60);
    const clipped = clip(long, 40);
    expect(clipped.length).toBeLessThanOrEqual(40);
    expect(clipped).toMatch(/word…$/);
  });
});
