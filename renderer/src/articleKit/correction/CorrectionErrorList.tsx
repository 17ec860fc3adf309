// The correction dialog's list of pending errors, in reading order: what is wrong (the words, the
// diagnosis, the label), its corrections as buttons (`correct`), « Ignorer » (`ignore`),
// « Corriger partout » when the same mistake is elsewhere (`correctMultiple`), and « Explication »
// (`getExplanation`) shown under the error. Choosing an error shows it in its text.
import {
  Button,
  Caption1,
  Link,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { CorrectionSegment } from '../../../../common/correction/types';
import { openExternalLink } from '../../bridge/openExternal';
import type { CorrectionErrorData, CorrectionSessionApi, Refusal } from './useCorrectionSession';

export const ERROR_LABELS = {
  list: 'Erreurs à traiter',
  ignore: 'Ignorer',
  everywhere: 'Corriger partout',
  explanation: 'Explication',
  hideExplanation: "Masquer l'explication",
  moreAbout: 'En savoir plus',
  noCorrection: 'Aucune correction proposée : corrigez le texte vous-même ou ignorez.',
  occurrences: (n: number) => `${n} autre${n > 1 ? 's' : ''} occurrence${n > 1 ? 's' : ''}`,
} as const;

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  activeItem: { border: `1px solid ${tokens.colorBrandStroke1}` },
  wrong: {
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'underline',
    textDecorationStyle: 'wavy',
    textDecorationColor: tokens.colorPaletteRedForeground1,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  explanation: { whiteSpace: 'pre-wrap' },
});

type Explained =
  | { state: 'loading' }
  | { state: 'shown'; text: string; url: string | null }
  | { state: 'refused'; refusal: Refusal };

function Explanation({ explained }: { explained: Explained }) {
  const styles = useStyles();
  if (explained.state === 'loading') return <Spinner size="tiny" />;
  if (explained.state === 'refused')
    return (
      <MessageBar intent="error">
        <MessageBarBody>{explained.refusal.message}</MessageBarBody>
      </MessageBar>
    );
  return (
    <Text size={200} className={styles.explanation}>
      {explained.text}{' '}
      {explained.url && (
        <Link as="button" onClick={() => void openExternalLink(explained.url!)}>
          {ERROR_LABELS.moreAbout}
        </Link>
      )}
    </Text>
  );
}

interface ErrorItemProps {
  error: CorrectionErrorData;
  wrong: string;
  active: boolean;
  disabled: boolean;
  api: CorrectionSessionApi;
  onShow: () => void;
}

function ErrorItem({ error, wrong, active, disabled, api, onShow }: ErrorItemProps) {
  const styles = useStyles();
  const [explained, setExplained] = useState<Explained | null>(null);
  const toggleExplanation = () => {
    if (explained) return setExplained(null);
    setExplained({ state: 'loading' });
    void api.explain(error.id).then((answer) => {
      if (!answer) return setExplained(null);
      setExplained(
        'refusal' in answer
          ? { state: 'refused', refusal: answer.refusal }
          : {
              state: 'shown',
              text: answer.explanation.text,
              url: answer.explanation.url ?? null,
            },
      );
    });
  };
  const first = error.corrections[0];
  return (
    <div
      role="listitem"
      aria-label={`${wrong} : ${error.diagnosis}`}
      data-error-id={error.id}
      className={mergeClasses(styles.item, active ? styles.activeItem : undefined)}
    >
      <Link as="button" onClick={onShow}>
        <span className={styles.wrong}>{wrong}</span> — {error.diagnosis}
      </Link>
      <Caption1>{error.label}</Caption1>
      {error.duplicateCount > 0 && (
        <Caption1>{ERROR_LABELS.occurrences(error.duplicateCount)}</Caption1>
      )}
      {error.corrections.length === 0 && <Caption1>{ERROR_LABELS.noCorrection}</Caption1>}
      <div className={styles.actions}>
        {error.corrections.map((correction, index) => (
          <Button
            key={correction}
            size="small"
            // The engine's first choice stands out; the others are there if it is not the one.
            appearance={index === 0 ? 'primary' : 'secondary'}
            disabled={disabled}
            onClick={() => api.correct(error.id, correction)}
          >
            {correction}
          </Button>
        ))}
        {first !== undefined && error.duplicateCount > 0 && (
          <Button
            size="small"
            disabled={disabled}
            title={`${ERROR_LABELS.everywhere} : ${first}`}
            onClick={() => api.correctEverywhere(error.id, first)}
          >
            {`${ERROR_LABELS.everywhere} (${first})`}
          </Button>
        )}
        <Button size="small" disabled={disabled} onClick={() => api.ignore(error.id)}>
          {ERROR_LABELS.ignore}
        </Button>
        <Button
          size="small"
          appearance="subtle"
          aria-expanded={explained !== null}
          onClick={toggleExplanation}
        >
          {explained ? ERROR_LABELS.hideExplanation : ERROR_LABELS.explanation}
        </Button>
      </div>
      {explained && <Explanation explained={explained} />}
    </div>
  );
}

export interface CorrectionErrorListProps {
  errors: readonly CorrectionErrorData[];
  segments: readonly CorrectionSegment[];
  activeErrorId: string | null;
  disabled: boolean;
  api: CorrectionSessionApi;
  onShow: (error: CorrectionErrorData) => void;
}

export function CorrectionErrorList(props: CorrectionErrorListProps) {
  const { errors, segments, activeErrorId, disabled, api, onShow } = props;
  const styles = useStyles();
  const textOf = new Map(segments.map((s) => [s.key, s.text]));
  return (
    <div role="list" aria-label={ERROR_LABELS.list} className={styles.list}>
      {errors.map((error) => {
        const { segment, start, length } = error.location;
        const wrong = (textOf.get(segment) ?? '').slice(start, start + length);
        return (
          <ErrorItem
            key={error.id}
            error={error}
            wrong={wrong}
            active={error.id === activeErrorId}
            disabled={disabled}
            api={api}
            onShow={() => onShow(error)}
          />
        );
      })}
    </div>
  );
}
