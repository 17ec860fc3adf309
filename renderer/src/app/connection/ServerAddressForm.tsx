// The newsroom server's address: checked here for its shape (common/ipc/apiUrl.ts), then by main,
// which asks the server's /health and keeps the address only if this API answers. A refusal shows
// on the field and keeps what was typed.
import { Button, Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../common/domain/messages';
import { API_URL_MESSAGE, isAllowedApiUrl } from '../../../../common/ipc/apiUrl';
import { backoffice } from '../../bridge/backoffice';

export const SERVER_ADDRESS_LABEL = 'Adresse du serveur';
export const SERVER_ADDRESS_PLACEHOLDER = 'https://backoffice.ma-redaction.fr';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function ServerAddressForm({
  initial = '',
  submitLabel,
  onConnected,
}: {
  initial?: string;
  submitLabel: string;
  /** The address was kept and main reconnected to it. */
  onConnected: () => void;
}) {
  const styles = useStyles();
  const [address, setAddress] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const apiUrl = address.trim();
    if (!apiUrl) return setError(MESSAGES.requiredField);
    if (!isAllowedApiUrl(apiUrl)) return setError(API_URL_MESSAGE);
    setError(null);
    setPending(true);
    try {
      const result = await backoffice().settings.set({ apiUrl });
      if (result.ok) onConnected();
      else setError(result.message);
    } catch {
      setError(MESSAGES.genericError);
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field
        label={SERVER_ADDRESS_LABEL}
        required
        validationMessage={error ?? undefined}
        hint={pending ? 'Vérification du serveur…' : undefined}
      >
        <Input
          type="url"
          inputMode="url"
          placeholder={SERVER_ADDRESS_PLACEHOLDER}
          value={address}
          onChange={(_, data) => setAddress(data.value)}
        />
      </Field>
      <Button
        appearance="primary"
        type="submit"
        disabled={pending}
        icon={pending ? <Spinner size="tiny" /> : undefined}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
