import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { find, html as htmlSchema } from 'property-information';
import { textOf } from './hast.ts';

/** A server-rendered page read as a visitor's browser would parse it, for tests that need no browser. */
export type PageHtml = {
  /** The first element the CSS selector matches; throws naming the selector when none does. */
  one(selector: string): Element;
  all(selector: string): Element[];
  /** The text of the first match, whitespace collapsed as the browser lays it out. */
  text(selector: string): string;
  /** The text of each match. */
  texts(selector: string): string[];
  /** An attribute of the first match, as written in the HTML. */
  attribute(selector: string, name: string): string | undefined;
};

const collapsed = (element: Element) => textOf(element).replace(/\s+/g, ' ').trim();

export function pageHtml(html: string): PageHtml {
  const tree = fromHtml(html);
  const one = (selector: string) => {
    const found = select(selector, tree);
    if (!found) throw new Error(`no element matches ${selector}`);
    return found;
  };
  const all = (selector: string) => selectAll(selector, tree);
  return {
    one,
    all,
    text: (selector) => collapsed(one(selector)),
    texts: (selector) => all(selector).map(collapsed),
    attribute(selector, name) {
      // hast keeps attributes as properties (className, srcSet); the HTML name is what a test reads.
      const value = one(selector).properties[find(htmlSchema, name).property];
      return value === undefined || value === null ? undefined : Array.isArray(value) ? value.join(' ') : String(value);
    },
  };
}
