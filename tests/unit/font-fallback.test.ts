import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The fallback faces that stand in for Outfit until it arrives (src/styles/font.css) are local fonts resized
// and re-spaced to Outfit's metrics, computed as next/font and fontaine do (docs/performance.md). The metrics
// are those of @capsizecss/metrics 4.3.0 (Outfit, Arial and Roboto, regular), copied here: the package is
// 169 MB.
const OUTFIT = { ascent: 1000, descent: -260, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 445 };
const FALLBACKS = [
  {
    family: 'Outfit Fallback',
    metrics: { unitsPerEm: 2048, xWidthAvg: 913 },
    locals: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
  },
  {
    family: 'Outfit Fallback Roboto',
    metrics: { unitsPerEm: 2048, xWidthAvg: 911 },
    locals: ['Roboto', 'Roboto Regular', 'Roboto-Regular'],
  },
];

function overrides(metrics: { unitsPerEm: number; xWidthAvg: number }) {
  const sizeAdjust = OUTFIT.xWidthAvg / OUTFIT.unitsPerEm / (metrics.xWidthAvg / metrics.unitsPerEm);
  const scaled = (value: number) => Math.abs(value) / (OUTFIT.unitsPerEm * sizeAdjust);
  return {
    'size-adjust': sizeAdjust,
    'ascent-override': scaled(OUTFIT.ascent),
    'descent-override': scaled(OUTFIT.descent),
    'line-gap-override': scaled(OUTFIT.lineGap),
  };
}

const css = readFileSync(new URL('../../src/styles/font.css', import.meta.url), 'utf8');
const faces = css.split('@font-face').slice(1);
const face = (family: string) => faces.filter((block) => block.includes(`font-family: '${family}'`));
const declared = (block: string, property: string) => block.match(new RegExp(`\\b${property}: ([^;]+);`))?.[1];

describe('the font and its fallbacks', () => {
  for (const { family, metrics, locals } of FALLBACKS) {
    it(`'${family}' carries the overrides computed from both fonts’ metrics, on ${locals[0]}`, () => {
      // One face, on the regular font: the browser emboldens it for headings, as it does for any fallback.
      expect(face(family)).toHaveLength(1);
      const block = face(family)[0]!;
      for (const [property, value] of Object.entries(overrides(metrics))) {
        const percent = declared(block, property);
        expect(percent, property).toMatch(/^\d+(\.\d+)?%$/);
        expect(Number.parseFloat(percent!) / 100, property).toBeCloseTo(value, 4);
      }
      expect(declared(block, 'src')).toBe(locals.map((name) => `local('${name}')`).join(', '));
    });
  }

  it('Outfit swaps in when it arrives, and the fallbacks come right after it in the stack, Arial first', () => {
    expect(face('Outfit Variable').every((block) => block.includes('font-display: swap;'))).toBe(true);
    expect(css).not.toContain('font-display: optional');
    const tokens = readFileSync(new URL('../../src/styles/tokens.css', import.meta.url), 'utf8');
    const stack = tokens.match(/--font-display:\s*([^;]+);/)?.[1]?.split(/,\s*/);
    expect(stack?.slice(0, 3)).toEqual(["'Outfit Variable'", "'Outfit Fallback'", "'Outfit Fallback Roboto'"]);
  });
});
