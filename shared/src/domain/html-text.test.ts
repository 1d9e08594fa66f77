import { decodeHtmlEntities, escapeHtml } from './html-text';

describe('escapeHtml', () => {
  it('escapes what could close an attribute or an element, or start one', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });

  it('leaves every other character as it is', () => {
    expect(escapeHtml('ቤቶች — 600 m² Finfinnee')).toBe('ቤቶች — 600 m² Finfinnee');
  });
});

describe('decodeHtmlEntities', () => {
  it('reads back what escapeHtml wrote', () => {
    const text = `"Bole" <villa> & Ayat's`;
    expect(decodeHtmlEntities(escapeHtml(text))).toBe(text);
  });

  it("reads React's references and numeric ones in either base", () => {
    expect(decodeHtmlEntities('Kaa&#x27;s &apos;x&apos; &#8212; &#X1F3E0;')).toBe("Kaa's 'x' — 🏠");
  });

  it('leaves an unknown reference, an out-of-range number and a bare ampersand as written', () => {
    expect(decodeHtmlEntities('&nbsp; &#1114112; &#0; a & b &amp')).toBe(
      '&nbsp; &#1114112; &#0; a & b &amp',
    );
  });

  it('decodes once: an escaped reference stays a reference', () => {
    expect(decodeHtmlEntities('&amp;lt;')).toBe('&lt;');
  });
});
