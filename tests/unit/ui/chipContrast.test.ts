// Issue 30: every status chip of the app keeps WCAG AA contrast (4.5:1 for text) in the light and
// the dark theme — its text against its own background, as the themes resolve chipTones.ts.
import { webDarkTheme, webLightTheme, type Theme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { CHIP_TONES } from '../../../renderer/src/ui/chipTones';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not an opaque #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const THEMES: [string, Theme][] = [
  ['light', webLightTheme],
  ['dark', webDarkTheme],
];

describe('status chips: WCAG AA in both themes', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  for (const [themeName, theme] of THEMES)
    for (const [tone, look] of Object.entries(CHIP_TONES))
      it(`${tone} in the ${themeName} theme`, () => {
        const ratio = contrast(theme[look.foreground] as string, theme[look.background] as string);
        expect(ratio, `${look.foreground} on ${look.background}`).toBeGreaterThanOrEqual(4.5);
      });

  it('the « Publiés » count (success) reads clearly in the dark theme', () => {
    const { foreground, background } = CHIP_TONES.success;
    // Fluent's own tint success measured 6.06:1 here and was reported as faint.
    expect(
      contrast(webDarkTheme[foreground] as string, webDarkTheme[background] as string),
    ).toBeGreaterThanOrEqual(7);
  });
});
