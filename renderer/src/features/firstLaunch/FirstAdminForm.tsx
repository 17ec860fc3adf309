// « Travailler en local »: the first super-admin of the embedded server, created by main over the
// server's channel (only while no account exists), then signed in. The server's refusals show on
// their fields, anything else in a bar; what was typed stays.
import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../common/domain/messages';
import { useSession } from '../../app/session/SessionContext';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type FieldName = 'name' | 'email' | 'password';

export function FirstAdminForm({ onCreated }: { onCreated: () => void }) {
  const styles = useStyles();
  const { createFirstAdmin } = useSession();
  const [values, setValues] = useState<Record<FieldName, string>>({
    name: '',
    email: '',
    password: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const set = (field: FieldName) => (_: unknown, data: { value: string }) =>
    setValues((current) => ({ ...current, [field]: data.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing: Partial<Record<string, string>> = {};
    if (!values.email.trim()) missing.email = MESSAGES.requiredField;
    if (!values.password) missing.password = MESSAGES.requiredField;
    setFieldErrors(missing);
    setError(null);
    if (Object.keys(missing).length) return;
    setPending(true);
    try {
      const result = await createFirstAdmin({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        remember: true,
      });
      if (result.ok) return onCreated();
      setFieldErrors(result.fields);
      // The message says the input is invalid when every refusal sits on its field.
      if (Object.keys(result.fields).length === 0) setError(result.message);
    } catch {
      setError(MESSAGES.genericError);
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <Field label="Nom" validationMessage={fieldErrors.name}>
        <Input autoComplete="name" value={values.name} onChange={set('name')} />
      </Field>
      <Field label="Adresse e-mail" required validationMessage={fieldErrors.email}>
        <Input type="email" autoComplete="username" value={values.email} onChange={set('email')} />
      </Field>
      <Field label="Mot de passe" required validationMessage={fieldErrors.password}>
        <Input
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
        />
      </Field>
      <Button
        appearance="primary"
        type="submit"
        disabled={pending}
        icon={pending ? <Spinner size="tiny" /> : undefined}
      >
        Créer le compte super-administrateur
      </Button>
    </form>
  );
}
