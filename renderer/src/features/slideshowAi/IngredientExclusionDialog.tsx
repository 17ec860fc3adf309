// The ingredient exclusion dialog (spec 000 §2): the ingredients of the recipes found with how many
// of them use each; those ticked are excluded and the search runs again without them.
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Body1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { MESSAGES } from '../../../../common/domain/messages';
import type { IngredientCount } from './useRecipeSearch';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', maxHeight: '50vh', overflowY: 'auto' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Those excluded already stay listed (a new search no longer counts them) so they can be let back. */
function listed(ingredients: readonly IngredientCount[], excluded: readonly string[]) {
  const names = new Set(ingredients.map((i) => i.name));
  return [
    ...excluded.filter((name) => !names.has(name)).map((name) => ({ name, count: 0 })),
    ...ingredients,
  ];
}

export function IngredientExclusionDialog({
  ingredients,
  excluded,
  onApply,
  disabled,
}: {
  ingredients: readonly IngredientCount[];
  excluded: readonly string[];
  onApply(excluded: string[]): void;
  disabled?: boolean;
}) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [ticked, setTicked] = useState<readonly string[]>(excluded);
  const rows = listed(ingredients, excluded);
  const toggle = (name: string, on: boolean) =>
    setTicked((now) => (on ? [...now, name] : now.filter((n) => n !== name)));
  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        if (data.open) setTicked(excluded);
      }}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button disabled={disabled}>
          {MESSAGES.slideshowAiExclude}
          {excluded.length > 0 ? ` (${excluded.length})` : ''}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{MESSAGES.slideshowAiExclude}</DialogTitle>
          <DialogContent className={styles.list}>
            {rows.length === 0 && (
              <Body1 className={styles.muted}>{MESSAGES.slideshowAiNoIngredient}</Body1>
            )}
            {rows.map((row) => (
              <Checkbox
                key={row.name}
                label={row.count > 0 ? `${row.name} (${row.count})` : row.name}
                checked={ticked.includes(row.name)}
                onChange={(_, data) => toggle(row.name, data.checked === true)}
              />
            ))}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>Annuler</Button>
            </DialogTrigger>
            <Button
              appearance="primary"
              onClick={() => {
                setOpen(false);
                onApply([...ticked]);
              }}
            >
              {MESSAGES.slideshowAiExcludeApply}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
