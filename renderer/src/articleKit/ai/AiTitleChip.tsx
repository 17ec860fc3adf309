// The AI title chip (spec 000 §2 "AI title chip", issue 34): beside a title field, it asks for
// suggestions of the field's kind — generated from the article when the field is empty,
// paraphrased from what is typed otherwise — shows them as they stream in, and puts the one the
// journalist picks into the field. « Proposer d'autres » asks again; a refusal is said in French
// in the popover and nothing typed is touched; closing cancels the request.
import {
  Button,
  MessageBar,
  MessageBarBody,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SparkleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { SuggestionKind } from '../../../../common/domain/aiSuggestions';
import type { AiSuggestRequest } from '../../../../common/ipc/channels';
import type { AiAvailability } from './useAiStatus';
import { useAiSuggestions } from './useAiSuggestions';

const useStyles = makeStyles({
  surface: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxWidth: '520px',
    minWidth: '320px',
  },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
  },
  item: { listStyleType: 'none' },
  suggestion: {
    justifyContent: 'flex-start',
    textAlign: 'start',
    width: '100%',
    fontWeight: 'normal',
  },
  footer: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
});

export interface AiTitleChipProps {
  kind: SuggestionKind;
  /** The field's label, for the chip's name (« Suggestions IA : Titre »). */
  fieldLabel: string;
  /** What the field holds now: paraphrased when not empty. */
  currentText: string;
  brandKey: string;
  /** The texts the suggestions are drawn from (the editor's current state). */
  source: () => AiSuggestRequest['source'];
  availability: AiAvailability;
  onPick: (text: string) => void;
}

export function AiTitleChip(props: AiTitleChipProps) {
  const { kind, fieldLabel, availability } = props;
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const suggestions = useAiSuggestions();
  const askNow = () => {
    const paraphrase = props.currentText.trim() !== '';
    void suggestions.ask({
      brandKey: props.brandKey,
      kind,
      mode: paraphrase ? 'paraphrase' : 'generate',
      source: props.source(),
    });
  };
  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) askNow();
    else suggestions.reset();
  };
  const chip = (
    <Button
      size="small"
      shape="circular"
      appearance="outline"
      icon={<SparkleRegular />}
      aria-label={`Suggestions IA : ${fieldLabel}`}
      disabledFocusable={!availability.ready}
    >
      IA
    </Button>
  );
  if (!availability.ready)
    return (
      <Tooltip content={availability.message ?? 'Chargement…'} relationship="description">
        {chip}
      </Tooltip>
    );
  return (
    <Popover
      open={open}
      onOpenChange={(_e, data) => openChange(data.open)}
      positioning="below-end"
      // In the page after its chip: Tab reaches the suggestions.
      inline
    >
      <PopoverTrigger disableButtonEnhancement>{chip}</PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={`Suggestions IA : ${fieldLabel}`}>
        <SuggestionList
          titles={suggestions.titles}
          error={suggestions.error}
          onPick={(text) => {
            props.onPick(text);
            openChange(false);
          }}
        />
        <div className={styles.footer}>
          {suggestions.pending ? <Spinner size="tiny" label="L'IA rédige…" /> : <span />}
          <Button size="small" onClick={askNow}>
            Proposer d&apos;autres
          </Button>
        </div>
      </PopoverSurface>
    </Popover>
  );
}

function SuggestionList({
  titles,
  error,
  onPick,
}: {
  titles: string[];
  error: string | null;
  onPick: (text: string) => void;
}) {
  const styles = useStyles();
  return (
    <>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {titles.length > 0 && (
        <ul className={styles.list} aria-label="Suggestions">
          {titles.map((title) => (
            <li key={title} className={styles.item}>
              <Button
                appearance="subtle"
                className={styles.suggestion}
                onClick={() => onPick(title)}
              >
                {title}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
