// One editable text of the good-deal settings (a prompt or the transparency clause): the rule of
// common/domain before saving, the server's refusal under the field (what was typed stays), and
// « Sauvegarde effectuée » once saved. Save is offered only when the text changed.
import { Button, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { goodDealTextErrors } from '../../../../common/domain/aiProcesses';
import { MESSAGES } from '../../../../common/domain/messages';
import { apiErrorOf } from '../../editorKit/apiError';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  save: { alignSelf: 'flex-start' },
});

export interface GoodDealTextSettingProps {
  field: 'prompt' | 'text';
  label: string;
  saved: string;
  save(text: string): Promise<{ error?: unknown }>;
}

export function GoodDealTextSetting({ field, label, saved, save }: GoodDealTextSettingProps) {
  const styles = useStyles();
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);
  // A new saved text (loaded, or saved here) becomes the field's.
  useEffect(() => setText(saved), [saved]);

  const submit = async () => {
    const ruled = goodDealTextErrors(field, text)[field];
    setDone(false);
    if (ruled) return setError(ruled);
    setSaving(true);
    try {
      const result = await save(text);
      if (result.error) return refused(result.error);
      setError(null);
      setDone(true);
    } catch (caught) {
      refused(caught);
    } finally {
      setSaving(false);
    }
  };
  const refused = (caught: unknown) => {
    const refusal = apiErrorOf(caught);
    setError(refusal.fields[field] ?? refusal.message);
  };

  return (
    <div className={styles.root}>
      <Field
        label={label}
        validationMessage={error ?? (done ? MESSAGES.saveDone : undefined)}
        validationState={error ? 'error' : done ? 'success' : 'none'}
      >
        <Textarea
          value={text}
          resize="vertical"
          rows={4}
          onChange={(_, data) => {
            setText(data.value);
            setError(null);
            setDone(false);
          }}
        />
      </Field>
      <Button
        className={styles.save}
        disabled={saving || text === saved}
        onClick={() => void submit()}
      >
        {MESSAGES.goodDealSave}
      </Button>
    </div>
  );
}
