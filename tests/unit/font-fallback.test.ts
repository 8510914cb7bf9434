import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The fallback face that stands in for Outfit until it arrives (src/styles/font.css) is Arial resized and
// re-spaced to Outfit's metrics, computed as next/font and fontaine do (docs/performance.md). The metrics
// are those of @capsizecss/metrics 4.3.0 (Outfit Regular, Arial), copied here: the package is 169 MB.
const OUTFIT = { ascent: 1000, descent: -260, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 445 };
const ARIAL = { unitsPerEm: 2048, xWidthAvg: 913 };

function overrides() {
  const sizeAdjust = OUTFIT.xWidthAvg / OUTFIT.unitsPerEm / (ARIAL.xWidthAvg / ARIAL.unitsPerEm);
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  const scaled = (value: number) => percent(Math.abs(value) / (OUTFIT.unitsPerEm * sizeAdjust));
  return {
    'size-adjust': percent(sizeAdjust),
    'ascent-override': scaled(OUTFIT.ascent),
    'descent-override': scaled(OUTFIT.descent),
    'line-gap-override': scaled(OUTFIT.lineGap),
  };
}

const css = readFileSync(new URL('../../src/styles/font.css', import.meta.url), 'utf8');
const face = (family: string) => css.split('@font-face').find((block) => block.includes(`font-family: '${family}'`)) ?? '';

describe('the font and its fallback', () => {
  it('the fallback carries the overrides computed from both fonts’ metrics', () => {
    const fallback = face('Outfit Fallback');
    for (const [property, value] of Object.entries(overrides())) {
      expect(fallback, property).toContain(`${property}: ${value};`);
    }
    expect(fallback).toMatch(/src: local\('Arial'\).*local\('Liberation Sans'\)/);
  });

  it('Outfit swaps in when it arrives, and the fallback comes right after it in the stack', () => {
    expect(face('Outfit Variable')).toContain('font-display: swap;');
    expect(css).not.toContain('font-display: optional');
    const tokens = readFileSync(new URL('../../src/styles/tokens.css', import.meta.url), 'utf8');
    expect(tokens).toContain("--font-display: 'Outfit Variable', 'Outfit Fallback',");
  });
});
