// The colours of every status chip of the app, in one table (issue 30): a chip's text against its
// own background, as token names resolved by the theme in use. Each pair keeps WCAG AA (4.5:1) in
// both themes (tests/unit/ui/chipContrast.test.ts). Fluent's tint « success » (6.1:1 in dark) was
// read as too faint on the tags' « Publiés » count: success uses the palette's stronger foreground.
import type { Theme } from '@fluentui/react-components';

export type ChipTone = 'success' | 'warning' | 'danger' | 'brand' | 'informative' | 'subtle';

type ColourToken = keyof Theme;

export const CHIP_TONES: Record<
  ChipTone,
  { foreground: ColourToken; background: ColourToken; border: ColourToken }
> = {
  success: {
    foreground: 'colorPaletteGreenForeground2',
    background: 'colorPaletteGreenBackground1',
    border: 'colorPaletteGreenBorder1',
  },
  warning: {
    foreground: 'colorPaletteYellowForeground2',
    background: 'colorPaletteYellowBackground1',
    border: 'colorPaletteYellowBorder1',
  },
  danger: {
    foreground: 'colorPaletteRedForeground2',
    background: 'colorPaletteRedBackground1',
    border: 'colorPaletteRedBorder1',
  },
  brand: {
    foreground: 'colorBrandForeground2',
    background: 'colorBrandBackground2',
    border: 'colorBrandStroke2',
  },
  informative: {
    foreground: 'colorNeutralForeground2',
    background: 'colorNeutralBackground4',
    border: 'colorNeutralStroke2',
  },
  subtle: {
    foreground: 'colorNeutralForeground3',
    background: 'colorNeutralBackground1',
    border: 'colorNeutralStroke2',
  },
};
