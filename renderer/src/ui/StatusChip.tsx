// A status chip (published count, page status, draft state, live-post editing): Fluent's tint
// badge drawn with the colours of chipTones.ts, the one table checked for contrast in both themes.
import { Badge, tokens, type BadgeProps } from '@fluentui/react-components';
import { CHIP_TONES, type ChipTone } from './chipTones';

export function StatusChip({
  tone,
  style,
  ...rest
}: Omit<BadgeProps, 'appearance' | 'color'> & { tone: ChipTone }) {
  const look = CHIP_TONES[tone];
  return (
    <Badge
      {...rest}
      appearance="tint"
      style={{
        color: tokens[look.foreground],
        backgroundColor: tokens[look.background],
        borderColor: tokens[look.border],
        ...style,
      }}
    />
  );
}
