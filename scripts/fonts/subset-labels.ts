/**
 * Cuts the two tiny Ethiopic label fonts the English pages need out of Noto Sans Ethiopic
 * (`@fontsource/noto-sans-ethiopic`, OFL-1.1): the wordmark "ቤቶች" at 700 and the language's own
 * name "አማርኛ" at 400, each about 1 KB instead of the 74 KB of a full weight.
 *
 *   npx tsx scripts/fonts/subset-labels.ts      (needs pyftsubset: apt-get install fonttools python3-brotli)
 *
 * `shell/src/layout/ethiopic-font.css` names them under their own family with a unicode-range of
 * exactly these characters, so a page whose only Ethiopic text is the logo and the language menu
 * never fetches the full font. Change a label's text here and in the CSS's unicode-range together.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const SOURCE_DIR = join(ROOT, 'node_modules/@fontsource/noto-sans-ethiopic/files');
const OUT_DIR = join(ROOT, 'shared/assets/fonts');

interface LabelFont {
  /** The text whose glyphs the subset keeps (and nothing else). */
  text: string;
  weight: 400 | 700;
  file: string;
}

const LABEL_FONTS: readonly LabelFont[] = [
  { text: 'ቤቶች', weight: 700, file: 'ethiopic-wordmark-700.woff2' },
  { text: 'አማርኛ', weight: 400, file: 'ethiopic-language-name-400.woff2' },
];

/** The CSS unicode-range of a label: its characters, each once, in code-point order. */
function unicodeRange(text: string): string {
  return [...new Set([...text].map((c) => c.codePointAt(0)!))]
    .sort((a, b) => a - b)
    .map((code) => `U+${code.toString(16).toUpperCase()}`)
    .join(', ');
}

function main(): void {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const font of LABEL_FONTS) {
    const output = join(OUT_DIR, font.file);
    execFileSync('pyftsubset', [
      join(SOURCE_DIR, `noto-sans-ethiopic-ethiopic-${font.weight}-normal.woff2`),
      `--text=${font.text}`,
      '--flavor=woff2',
      // The name table carries the copyright and the OFL notice the licence asks us to keep.
      '--name-IDs=*',
      `--output-file=${output}`,
    ]);
    console.log(
      `${font.file}: "${font.text}" at ${font.weight}, ${statSync(output).size} bytes, unicode-range: ${unicodeRange(font.text)}`,
    );
  }
}

main();
