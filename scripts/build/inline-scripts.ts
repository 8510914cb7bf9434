import { readFile } from 'node:fs/promises';
import { minify, transformWithOxc } from 'vite';
import type { Plugin } from 'vite';

const SUFFIX = '?page-script';

/**
 * `import { code } from './x.script.ts?page-script'` gives the server render a script written as typed,
 * linted TypeScript, compiled and minified here into one statement the page runs as its HTML arrives
 * (src/components/ui/inline-script.tsx). The browser build gets an empty string: the HTML carries the script
 * once, and the app never runs it.
 */
export function inlineScripts(): Plugin {
  return {
    name: 'growthwise:inline-scripts',
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      if (this.environment.config.consumer === 'client') return 'export const code = "";';
      const { code: compiled } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
      // A script file is a module only for the typechecker (its `export {}` keeps its names its own).
      const body = compiled.replace(/^export\s*\{\s*\};?\s*$/m, '');
      const { code } = await minify('inline-script.js', `(function(){${body}})()`, { compress: true, mangle: true });
      return `export const code = ${JSON.stringify(code.trim().replace(/;$/, ''))};`;
    },
  };
}
