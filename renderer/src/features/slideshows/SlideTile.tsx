// One slide of the grid: its image (or the kind of content it links to), its number, its credit
// (or « Sans crédit » in red), a selection checkbox. Dragged to move it; with the keyboard,
// Alt+arrows move it (the grid says where it went), Space selects it, Enter opens its fields.
import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  CheckmarkRegular,
  DocumentTextRegular,
  FoodRegular,
  LinkRegular,
  VideoClipRegular,
} from '@fluentui/react-icons';
import { memo, useId, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { Slide } from '../../../../common/domain/slideshow';
import { useHandler } from '../../ui/useStable';

const useStyles = makeStyles({
  tile: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    border: `2px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    overflow: 'hidden',
    cursor: 'grab',
    outlineOffset: '2px',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
    // Its own composited layer: a tile a move shifts is moved, not repainted, and the page's
    // paint is not cut into layers again from 200 tiles' pieces at each move (Chromium trace,
    // main-thread CPU per frame of Alt+→ one a frame, p50 / p95: 9.5 / 16.2–19.5 ms with
    // `transform: translate(0)`, 8.1 / 15.1–15.7 with this; without either, a drop's frame cost
    // ~12.5 ms). content-visibility: auto cost more than it saved (11.6 / 23.1 ms), and so did
    // `contain: layout paint style` (8.8 / 17.5).
    willChange: 'transform',
  },
  selected: {
    border: `2px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  over: { boxShadow: `-4px 0 0 0 ${tokens.colorBrandStroke1}` },
  image: {
    width: '100%',
    aspectRatio: '4 / 3',
    objectFit: 'cover',
    display: 'block',
    backgroundColor: tokens.colorNeutralBackground4,
    pointerEvents: 'none',
  },
  linkBox: {
    width: '100%',
    aspectRatio: '4 / 3',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '32px',
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
  },
  meta: {
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    minWidth: 0,
  },
  line: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  missing: { color: tokens.colorPaletteRedForeground1 },
  offscreen: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  number: {
    position: 'absolute',
    top: tokens.spacingVerticalXS,
    left: tokens.spacingHorizontalXS,
    minWidth: '22px',
    textAlign: 'center',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    color: tokens.colorNeutralForegroundInverted,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  check: {
    position: 'absolute',
    top: 0,
    right: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottomLeftRadius: tokens.borderRadiusMedium,
  },
  box: {
    margin: tokens.spacingHorizontalXS,
    width: '20px',
    height: '20px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    cursor: 'pointer',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStrokeAccessible}`,
    borderRadius: tokens.borderRadiusSmall,
  },
  boxChecked: {
    backgroundColor: tokens.colorCompoundBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorCompoundBrandBackground}`,
  },
});

const KIND_ICONS = {
  video: <VideoClipRegular />,
  article: <DocumentTextRegular />,
  recipe: <FoodRegular />,
  link: <LinkRegular />,
} as const;

export interface SlideTileProps {
  slide: Slide;
  index: number;
  selected: boolean;
  dropTarget: boolean;
  onSelect: (index: number, event: MouseEvent | KeyboardEvent, toggle: boolean) => void;
  onKeyDown: (index: number, event: KeyboardEvent<HTMLDivElement>) => void;
  onDragStart: (index: number, event: DragEvent<HTMLDivElement>) => void;
  onDragOver: (index: number, event: DragEvent<HTMLDivElement>) => void;
  onDrop: (index: number, event: DragEvent<HTMLDivElement>) => void;
}

export const SlideTile = memo(function SlideTile({
  slide,
  index,
  selected,
  dropTarget,
  onSelect,
  onKeyDown,
  onDragStart,
  onDragOver,
  onDrop,
}: SlideTileProps) {
  const styles = useStyles();
  const checkLabel = useId();
  const n = index + 1;
  // The same function for the tile's life (the body below is memoised), toggling the slide at
  // its place of the latest render.
  const toggle = useHandler((event: MouseEvent) => onSelect(index, event, true));
  return (
    <div
      role="option"
      aria-selected={selected}
      data-testid="slide"
      data-key={slide.key}
      tabIndex={0}
      draggable
      className={mergeClasses(styles.tile, selected && styles.selected, dropTarget && styles.over)}
      onClick={(event) => onSelect(index, event, event.ctrlKey || event.metaKey)}
      onKeyDown={(event) => onKeyDown(index, event)}
      onDragStart={(event) => onDragStart(index, event)}
      onDragOver={(event) => onDragOver(index, event)}
      onDrop={(event) => onDrop(index, event)}
    >
      {/* The option is named by its text (WCAG 2.5.3: the name holds what is seen): « Diapositive
          1 », then the caption and credit lines. The number sits at the corner. */}
      <span className={styles.number}>
        <span className={styles.offscreen}>Diapositive </span>
        {n}
      </span>
      <SlideBody slide={slide} selected={selected} checkLabel={checkLabel} onToggle={toggle} />
      {/* The checkbox's name, here: it changes with the place, the body does not. */}
      <span id={checkLabel} hidden>
        {`Sélectionner la diapositive ${n}`}
      </span>
    </div>
  );
});

/**
 * What a tile shows apart from its number: re-rendered when the slide or its selection changes,
 * not when a move shifts its place (a drop over 12 tiles re-rendered 13 checkboxes, images and
 * captions for their numbers alone).
 */
const SlideBody = memo(function SlideBody({
  slide,
  selected,
  checkLabel,
  onToggle,
}: {
  slide: Slide;
  selected: boolean;
  checkLabel: string;
  onToggle: (event: MouseEvent) => void;
}) {
  const styles = useStyles();
  return (
    <>
      {slide.kind === 'image' || slide.href ? (
        <img
          className={styles.image}
          src={slide.href}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
        />
      ) : (
        <div className={styles.linkBox} aria-hidden>
          {KIND_ICONS[slide.kind as keyof typeof KIND_ICONS]}
        </div>
      )}
      {/* The box is for the pointer: the option's aria-selected says the selection to assistive
          technologies, and nothing inside an option may take the focus (WCAG 4.1.2). */}
      <span
        role="checkbox"
        aria-checked={selected}
        aria-hidden
        aria-labelledby={checkLabel}
        className={mergeClasses(styles.check, styles.box, selected && styles.boxChecked)}
        onClick={(event) => {
          event.stopPropagation();
          onToggle(event);
        }}
      >
        {selected && <CheckmarkRegular />}
      </span>
      <div className={styles.meta}>
        <Caption1 className={styles.line}>{captionLine(slide)}</Caption1>{' '}
        <Caption1 className={mergeClasses(styles.line, !slide.credit.trim() && styles.missing)}>
          {creditLine(slide)}
        </Caption1>
      </div>
    </>
  );
});

const captionLine = (slide: Slide): string => slide.caption || slide.media.originalName || '—';
const creditLine = (slide: Slide): string =>
  slide.credit.trim() ? `© ${slide.credit}` : 'Sans crédit';
