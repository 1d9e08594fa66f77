import type { Page } from '@playwright/test';

/** An Ethiopic letter (the Ethiopic, Ethiopic Supplement, Extended and Extended-A blocks). */
export const ETHIOPIC_LETTER = /[\u1200-\u139f\u2d80-\u2ddf\uab00-\uab2f]/;

/** A font that drew some of a text's glyphs, as Chromium reports it. */
export interface DrawnFont {
  /** The family named inside the font file (a subset keeps its source's name). */
  familyName: string;
  /** A web font of the page (`@font-face`), not one installed on the machine. */
  isCustomFont: boolean;
  glyphCount: number;
}

/** A text node that is laid out, and the fonts that drew it. */
export interface DrawnText {
  text: string;
  /** The computed `font-weight` of the element holding the text. */
  weight: string;
  fonts: DrawnFont[];
}

/**
 * The texts matching `pattern` (not global) inside the first element that matches `selector`, each with the
 * fonts Chromium actually drew it with (DevTools Protocol `CSS.getPlatformFontsForNode`). Texts
 * that are not laid out (hidden, a closed `<select>`'s options) drew nothing and are left out.
 *
 * Asking the browser, rather than comparing the text's width with a fallback font's: that only
 * tells missing-glyph boxes apart, and a machine with an Ethiopic system font (Debian's
 * `fonts-noto-core`) draws the fallback with real glyphs of the same width (issue 17).
 */
export async function drawnTexts(
  page: Page,
  selector: string,
  pattern: RegExp,
): Promise<DrawnText[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    type DomNode = typeof root;
    const find = (node: DomNode): DomNode | undefined =>
      node.nodeId === nodeId ? node : node.children?.map(find).find(Boolean);
    const element = nodeId === 0 ? undefined : find(root);
    if (!element) throw new Error(`no element matches ${selector}`);
    const texts: DomNode[] = [];
    const walk = (node: DomNode) => {
      if (node.nodeType === 3 && pattern.test(node.nodeValue)) {
        texts.push(node);
      }
      node.children?.forEach(walk);
    };
    walk(element);
    const drawn: DrawnText[] = [];
    for (const text of texts) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: text.nodeId });
      if (fonts.length === 0 || text.parentId === undefined) continue;
      const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', {
        nodeId: text.parentId,
      });
      drawn.push({
        text: text.nodeValue.trim(),
        weight: computedStyle.find((property) => property.name === 'font-weight')?.value ?? '',
        fonts: fonts.map(({ familyName, isCustomFont, glyphCount }) => ({
          familyName,
          isCustomFont,
          glyphCount,
        })),
      });
    }
    return drawn;
  } finally {
    await cdp.detach();
  }
}

/** How many glyphs of `text` the page's web font `family` drew (`familyName` as in the file). */
export function glyphsByWebFont(text: DrawnText, family: string): number {
  return text.fonts
    .filter((font) => font.isCustomFont && font.familyName === family)
    .reduce((sum, font) => sum + font.glyphCount, 0);
}

/** How many Ethiopic letters `text` holds. */
export function ethiopicLetters(text: string): number {
  return text.match(new RegExp(ETHIOPIC_LETTER.source, 'g'))?.length ?? 0;
}
