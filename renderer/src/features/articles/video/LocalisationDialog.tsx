// « Localisation » (issue 32): where the video may be watched, its host's geoblocking — everywhere,
// only in the countries chosen, or everywhere but them. Countries are searched by their French name
// (accents ignored) or code. Saved with dailymotionUpdate(where, data: { geoblocking }); a refusal
// is shown here and the choices stay as they were.
import { useMutation } from '@apollo/client/react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  SearchBox,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { MESSAGES } from '../../../../../common/domain/messages';
import type { Geoblocking, GeoblockingMode } from '../../../../../common/domain/video';
import { apiErrorOf } from '../../../editorKit';
import {
  VideoGeoblockingDocument,
  type ArticleVideoFieldsFragment,
} from '../../../graphql/generated/graphql';
import { chosenCountryName, countries, matchesCountry } from './countries';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '240px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalXS,
  },
});

const MODES: Array<{ mode: GeoblockingMode; label: string }> = [
  { mode: 'Everywhere', label: MESSAGES.geoblockingEverywhere },
  { mode: 'Allow', label: MESSAGES.geoblockingAllow },
  { mode: 'Deny', label: MESSAGES.geoblockingDeny },
];

export interface LocalisationDialogProps {
  articleId: string;
  current: Geoblocking;
  onClose: () => void;
  onSaved: (video: ArticleVideoFieldsFragment | null) => void;
}

export function LocalisationDialog({
  articleId,
  current,
  onClose,
  onSaved,
}: LocalisationDialogProps) {
  const styles = useStyles();
  const [mode, setMode] = useState<GeoblockingMode>(current.mode);
  const [chosen, setChosen] = useState<string[]>(current.countries.map((c) => c.toLowerCase()));
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(VideoGeoblockingDocument);
  // The 250 countries are one Tab stop, walked with the arrows (Tab goes on to the buttons).
  const [focusAt, setFocusAt] = useState(0);
  const walk = (event: KeyboardEvent<HTMLDivElement>) => {
    const boxes = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input')];
    const at = boxes.indexOf(document.activeElement as HTMLInputElement);
    const to =
      event.key === 'ArrowDown'
        ? at + 1
        : event.key === 'ArrowUp'
          ? at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? boxes.length - 1
              : null;
    if (to === null || at < 0) return;
    event.preventDefault();
    boxes[Math.max(0, Math.min(boxes.length - 1, to))]?.focus();
  };
  // The chosen countries first (in French order), then the others matching the search.
  const shown = useMemo(() => {
    const all = countries();
    const picked = all.filter((country) => chosen.includes(country.code));
    const others = all.filter(
      (country) => !chosen.includes(country.code) && matchesCountry(country, query),
    );
    return [...picked, ...others];
  }, [chosen, query]);
  const toggle = (code: string, on: boolean) =>
    setChosen((all) => (on ? [...all, code] : all.filter((c) => c !== code)));

  const submit = async () => {
    setError(null);
    if (mode !== 'Everywhere' && chosen.length === 0) {
      setError(MESSAGES.videoCountriesRequired);
      return;
    }
    // errorPolicy 'all' (apolloClient.ts): a refusal comes back as `error`, a lost link throws.
    const result = await save({
      variables: {
        id: articleId,
        geoblocking: { mode, countries: mode === 'Everywhere' ? [] : chosen },
      },
    }).catch((failure: unknown) => ({ data: undefined, error: failure }));
    if (result.error || !result.data) {
      setError(apiErrorOf(result.error).message);
      return;
    }
    onSaved(result.data.dailymotionUpdate.video ?? null);
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{MESSAGES.actionLocalisation}</DialogTitle>
          <DialogContent className={styles.content}>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            <Field label="Où la vidéo peut être regardée">
              <RadioGroup
                value={mode}
                onChange={(_, data) => setMode(data.value as GeoblockingMode)}
              >
                {MODES.map(({ mode: value, label }) => (
                  <Radio key={value} value={value} label={label} />
                ))}
              </RadioGroup>
            </Field>
            {mode !== 'Everywhere' && (
              <>
                <Field label="Rechercher un pays">
                  <SearchBox value={query} onChange={(_, data) => setQuery(data.value)} />
                </Field>
                <Text aria-live="polite">
                  {chosen.length === 0
                    ? 'Aucun pays choisi.'
                    : `Pays choisis : ${chosen.map(chosenCountryName).join(', ')}`}
                </Text>
                <div className={styles.list} role="group" aria-label="Pays" onKeyDown={walk}>
                  {shown.map((country, index) => (
                    <Checkbox
                      key={country.code}
                      tabIndex={index === Math.min(focusAt, shown.length - 1) ? 0 : -1}
                      onFocus={() => setFocusAt(index)}
                      label={country.name}
                      checked={chosen.includes(country.code)}
                      onChange={(_, data) => toggle(country.code, data.checked === true)}
                    />
                  ))}
                </div>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Annuler
            </Button>
            <Button appearance="primary" disabled={loading} onClick={() => void submit()}>
              Enregistrer
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
