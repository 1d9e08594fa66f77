import { sources, type Compiler } from 'webpack';
import { FIRST_RENDER_CSS_FILE } from './layout';

/**
 * Writes `first-render-css.json` into the shell's `dist/`: the CSS files of the chunks its start-up
 * import (`./bootstrap`) loads. A server-rendered page links them in its `<head>`, so the HTML is
 * styled at its first paint instead of when the JavaScript has run (no shift when it does).
 */
export class FirstRenderCssPlugin {
  constructor(private readonly request = './bootstrap') {}

  apply(compiler: Compiler): void {
    const name = 'FirstRenderCssPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const css = new Set<string>();
          for (const group of compilation.chunkGroups) {
            if (!group.origins.some((origin) => origin.request === this.request)) continue;
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (file.endsWith('.css')) css.add(file);
            }
          }
          compilation.emitAsset(
            FIRST_RENDER_CSS_FILE,
            new sources.RawSource(JSON.stringify({ css: [...css].sort() })),
          );
        },
      );
    });
  }
}
