// The « Sélection » tab: the fields of the selected slides. One slide: caption, credit, source,
// focus point, description and button (title, URL, rel 'nofollow' or empty). Several slides:
// credit and source set on all of them at once (a field left empty changes nothing).
import {
  Body1,
  Button,
  Field,
  Input,
  Radio,
  RadioGroup,
  Switch,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CenterVerticalRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { Slide, SlideSlideshowData } from '../../../../common/domain/slideshow';
import { FocusPointDialog } from '../../mediaKit/FocusPointDialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface SlideFieldsProps {
  /** The selected slides with their numbers (from 1). */
  selection: readonly { slide: Slide; n: number }[];
  onChange: (key: string, change: Partial<Slide>) => void;
  onApplyAll: (change: { credit: string; source: string }) => void;
  onRemove: () => void;
}

export function SlideFields({ selection, onChange, onApplyAll, onRemove }: SlideFieldsProps) {
  const styles = useStyles();
  // The state lives here, not in the views below: what is typed for several slides stays while
  // the selection changes.
  const [credit, setCredit] = useState('');
  const [source, setSource] = useState('');
  const [focusOpen, setFocusOpen] = useState(false);

  if (selection.length === 0)
    return (
      <Body1 className={styles.muted}>
        Sélectionnez une ou plusieurs diapositives dans la grille pour modifier leurs champs.
      </Body1>
    );

  if (selection.length > 1)
    return (
      <SeveralSlidesFields
        selection={selection}
        credit={credit}
        setCredit={setCredit}
        source={source}
        setSource={setSource}
        onApplyAll={onApplyAll}
        onRemove={onRemove}
      />
    );

  return (
    <OneSlideFields
      selected={selection[0]!}
      onChange={onChange}
      onRemove={onRemove}
      focusOpen={focusOpen}
      setFocusOpen={setFocusOpen}
    />
  );
}

/** Several slides: credit and source set on all of them at once. */
function SeveralSlidesFields({
  selection,
  credit,
  setCredit,
  source,
  setSource,
  onApplyAll,
  onRemove,
}: Pick<SlideFieldsProps, 'selection' | 'onApplyAll' | 'onRemove'> & {
  credit: string;
  setCredit: (value: string) => void;
  source: string;
  setSource: (value: string) => void;
}) {
  const styles = useStyles();
  return (
    <form
      className={styles.root}
      aria-label="Modifier les diapositives sélectionnées"
      onSubmit={(event) => {
        event.preventDefault();
        onApplyAll({ credit, source });
        setCredit('');
        setSource('');
      }}
    >
      <Body1>
        {selection.length} diapositives sélectionnées ({selection.map((s) => s.n).join(', ')})
      </Body1>
      <Field label="Crédit pour la sélection">
        <Input value={credit} onChange={(_, d) => setCredit(d.value)} />
      </Field>
      <Field label="Source pour la sélection">
        <Input value={source} onChange={(_, d) => setSource(d.value)} />
      </Field>
      <div className={styles.row}>
        <Button
          appearance="primary"
          type="submit"
          disabled={credit.trim() === '' && source.trim() === ''}
        >
          Appliquer à {selection.length} diapositives
        </Button>
        <Button icon={<DeleteRegular />} onClick={onRemove}>
          Retirer la sélection
        </Button>
      </div>
    </form>
  );
}

/** One slide: its caption, credit, source, linked content, focus point, description, button. */
function OneSlideFields({
  selected: { slide, n },
  onChange,
  onRemove,
  focusOpen,
  setFocusOpen,
}: Pick<SlideFieldsProps, 'onChange' | 'onRemove'> & {
  selected: { slide: Slide; n: number };
  focusOpen: boolean;
  setFocusOpen: (open: boolean) => void;
}) {
  const styles = useStyles();
  const set = (change: Partial<Slide>) => onChange(slide.key, change);
  const setData = (change: Partial<SlideSlideshowData>) =>
    set({ slideshow: { ...slide.slideshow, ...change } });
  return (
    <div className={styles.root} role="group" aria-label={`Diapositive ${n}`}>
      <Body1>Diapositive {n}</Body1>
      <Field label="Légende">
        <Textarea
          value={slide.caption}
          onChange={(_, d) => set({ caption: d.value })}
          resize="vertical"
        />
      </Field>
      <Field
        label="Crédit"
        validationMessage={
          slide.credit.trim() ? undefined : 'Le crédit est obligatoire pour publier.'
        }
        validationState={slide.credit.trim() ? 'none' : 'warning'}
      >
        <Input value={slide.credit} onChange={(_, d) => set({ credit: d.value })} />
      </Field>
      <Field label="Source">
        <Input value={slide.source} onChange={(_, d) => set({ source: d.value })} />
      </Field>
      {slide.target && (
        <Field label="Contenu lié">
          <Input value={slide.target} onChange={(_, d) => set({ target: d.value })} />
        </Field>
      )}
      {slide.href && (
        <div className={styles.row}>
          <Button icon={<CenterVerticalRegular />} onClick={() => setFocusOpen(true)}>
            Point focal
          </Button>
          {slide.focusPoint && (
            <Body1 className={styles.muted}>
              {Math.round(slide.focusPoint.x * 100)} % × {Math.round(slide.focusPoint.y * 100)} %
            </Body1>
          )}
        </div>
      )}
      <SlideDataFields data={slide.slideshow} setData={setData} />
      <Button icon={<DeleteRegular />} onClick={onRemove}>
        Retirer la diapositive
      </Button>
      {focusOpen && (
        <SlideFocusDialog slide={slide} set={set} onClose={() => setFocusOpen(false)} />
      )}
    </div>
  );
}

/** The slide's description and its button (title, URL, rel 'nofollow' or empty). */
function SlideDataFields({
  data,
  setData,
}: {
  data: SlideSlideshowData;
  setData: (change: Partial<SlideSlideshowData>) => void;
}) {
  return (
    <>
      <Field label="Description">
        <Textarea
          value={data.description}
          onChange={(_, d) => setData({ description: d.value })}
          resize="vertical"
        />
      </Field>
      <Switch
        label="Bouton"
        checked={data.hasButton}
        onChange={(_, d) => setData({ hasButton: d.checked })}
      />
      {data.hasButton && (
        <>
          <Field label="Titre du bouton" required>
            <Input
              value={data.buttonTitle}
              onChange={(_, d) => setData({ buttonTitle: d.value })}
            />
          </Field>
          <Field label="URL du bouton" required>
            <Input
              type="url"
              value={data.buttonUrl}
              onChange={(_, d) => setData({ buttonUrl: d.value })}
            />
          </Field>
          <Field label="Attribut rel">
            <RadioGroup
              layout="horizontal"
              value={data.buttonRel}
              onChange={(_, d) => setData({ buttonRel: d.value === 'nofollow' ? 'nofollow' : '' })}
            >
              <Radio value="" label="Aucun" />
              <Radio value="nofollow" label="nofollow" />
            </RadioGroup>
          </Field>
        </>
      )}
    </>
  );
}

/** The focus point's dialog, over the slide's image. */
function SlideFocusDialog({
  slide,
  set,
  onClose,
}: {
  slide: Slide;
  set: (change: Partial<Slide>) => void;
  onClose: () => void;
}) {
  return (
    <FocusPointDialog
      href={slide.href}
      value={
        slide.focusPoint
          ? {
              x: 0,
              y: 0,
              relativeX: slide.focusPoint.x,
              relativeY: slide.focusPoint.y,
            }
          : null
      }
      onCancel={onClose}
      onConfirm={(point) => {
        set({ focusPoint: { x: point.relativeX, y: point.relativeY } });
        onClose();
      }}
    />
  );
}
