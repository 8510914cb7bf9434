import type { Page } from '@playwright/test';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a page comes out as on paper: Chromium's own print to PDF, read back by pdf.js. */
export type Printout = {
  /** Each sheet's text items (one entry per sheet), in the order they are drawn. */
  items: string[][];
  /** Each sheet's text, whitespace collapsed: a line broken across two items reads as one. */
  sheetTexts: string[];
  /** All the text, as one. */
  text: string;
  /** The colour (#rrggbb) of every text run drawn. */
  inks: string[];
};

const FILL_COLOUR = new Set<number>([OPS.setFillRGBColor, OPS.setFillColor, OPS.setFillGray]);
const TEXT = new Set<number>([OPS.showText, OPS.showSpacedText]);
const BLACK = '#000000';

export async function printPage(page: Page): Promise<Printout> {
  // The browser's default: A4, backgrounds not printed.
  const file = await page.pdf({ format: 'A4' });
  const loading = getDocument({ data: new Uint8Array(file), verbosity: 0 });
  const pdf = await loading.promise;
  const items: string[][] = [];
  const sheetTexts: string[] = [];
  const inks = new Set<string>();
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const sheet = await pdf.getPage(number);
    const content = await sheet.getTextContent();
    const runs = content.items.flatMap((item) => ('str' in item ? [item] : []));
    items.push(runs.flatMap((item) => (item.str.trim() === '' ? [] : [item.str])));
    // A run that ends a line is followed by a space; runs within a line (a bold word) join as they are.
    const text = runs.map((item) => (item.hasEOL ? `${item.str} ` : item.str)).join('');
    sheetTexts.push(text.replace(/\s+/g, ' ').trim());
    const operators = await sheet.getOperatorList();
    // The fill colour is part of the graphics state, which save and restore push and pop.
    const saved: string[] = [];
    let fill = BLACK;
    operators.fnArray.forEach((fn, index) => {
      const args: unknown = operators.argsArray[index];
      if (fn === OPS.save) saved.push(fill);
      else if (fn === OPS.restore) fill = saved.pop() ?? BLACK;
      else if (FILL_COLOUR.has(fn) && Array.isArray(args) && typeof args[0] === 'string') fill = args[0];
      else if (TEXT.has(fn)) inks.add(fill);
    });
  }
  await loading.destroy();
  return { items, sheetTexts, text: sheetTexts.join(' '), inks: [...inks] };
}

/** WCAG's contrast ratio of a #rrggbb colour against white paper. */
export function contrastOnWhite(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red = 0, green = 0, blue = 0] = channels.map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  return 1.05 / (luminance + 0.05);
}
