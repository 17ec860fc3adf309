// /login: « Se connecter avec Google » when main has an OpenID provider (issue 16), then e-mail,
// password and 'Se souvenir de moi' (the token then goes to the OS keychain, for both ways).
import {
  Button,
  Card,
  Checkbox,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title3,
  Body1,
  Divider,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../common/domain/messages';
import { backoffice } from '../../bridge/backoffice';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { EmbeddedServerNotice } from '../../app/EmbeddedServerNotice';
import { HOME_PATH, WELCOME_PATH } from '../../app/routeTable';
import { ServerDialog } from '../../app/connection/ServerDialog';
import { useFirstLaunch } from '../../app/connection/useFirstLaunch';
import { useSession } from '../../app/session/SessionContext';
import { useSectionLook } from '../../app/shell/useSectionLook';

export const REQUIRED_MESSAGE = 'Champ obligatoire';
const GENERIC_ERROR = 'Une erreur est survenue';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
  },
  card: { width: '100%', maxWidth: '400px', padding: tokens.spacingHorizontalXXL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  subtitle: { color: tokens.colorNeutralForeground3 },
});

function safeRedirect(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login')
    ? from
    : HOME_PATH;
}

/** The sign-in state: the two ways of signing in, their pending flags and the error shown. */
function useLoginForm() {
  const { user, status, notice, login, loginWithProvider } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [provider, setProvider] = useState(false);
  const [providerPending, setProviderPending] = useState(false);
  const [serverDialog, setServerDialog] = useState(false);
  // A new installation is greeted instead (issue 30): no account exists yet.
  const firstLaunch = useFirstLaunch();
  // Clicking again restarts the browser step (a closed tab): only the latest attempt speaks.
  const providerAttempt = useRef(0);
  useSectionLook('Connexion', 'web');
  useProviderOffered(setProvider);

  // Main's notice before sign-in: no keychain, so nothing can be remembered (box unticked).
  const canRemember = notice === null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (email.trim() === '' || password === '') return;
    setPending(true);
    try {
      const result = await login({
        email: email.trim(),
        password,
        remember: canRemember && remember,
      });
      if (result.ok) navigate(safeRedirect(location.state), { replace: true });
      else setError(result.message);
    } catch {
      setError(GENERIC_ERROR);
    } finally {
      setPending(false);
    }
  }

  async function onProvider() {
    const attempt = ++providerAttempt.current;
    setError(null);
    setProviderPending(true);
    let message: string | null = null;
    try {
      const result = await loginWithProvider(canRemember && remember);
      if (result.ok) {
        navigate(safeRedirect(location.state), { replace: true });
        return;
      }
      message = result.message;
    } catch {
      message = GENERIC_ERROR;
    }
    if (attempt !== providerAttempt.current) return;
    setError(message);
    setProviderPending(false);
  }

  return {
    ...{ user, status, notice, location, firstLaunch, canRemember },
    ...{ email, setEmail, password, setPassword, remember, setRemember, submitted },
    ...{ pending, error, provider, providerPending, serverDialog, setServerDialog },
    onSubmit,
    onProvider,
  };
}

/** Whether main offers the OpenID provider (an older main: e-mail and password only). */
function useProviderOffered(setProvider: (offered: boolean) => void) {
  useEffect(() => {
    let alive = true;
    backoffice()
      .auth.signInOptions()
      .then((options) => alive && setProvider(options.provider))
      .catch(() => undefined); // an older main: e-mail and password only
    return () => {
      alive = false;
    };
    // setProvider is useState's, stable: the check runs once, on mount.
  }, [setProvider]);
}

type LoginForm = ReturnType<typeof useLoginForm>;

export function LoginPage() {
  const styles = useStyles();
  const form = useLoginForm();
  const { user, status, notice, location, firstLaunch, error, provider } = form;

  // Until main has said whether a session is restored, show neither the form nor the shell.
  if (status === 'loading' || (!user && firstLaunch === 'unknown'))
    return <Spinner label="Chargement…" style={{ marginTop: '30vh' }} />;
  if (user) return <Navigate to={safeRedirect(location.state)} replace />;
  if (firstLaunch === 'welcome') return <Navigate to={WELCOME_PATH} replace />;

  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <form
          className={styles.form}
          onSubmit={(event) => void form.onSubmit(event)}
          noValidate
          aria-labelledby="login-title"
        >
          <div className={styles.header}>
            <Title3 as="h1" id="login-title">
              Back-office éditorial
            </Title3>
            <Body1 className={styles.subtitle}>Connectez-vous pour continuer.</Body1>
          </div>
          <EmbeddedServerNotice />
          {notice && (
            <MessageBar intent="warning">
              <MessageBarBody>{notice}</MessageBarBody>
            </MessageBar>
          )}
          {error && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{error}</MessageBarBody>
            </MessageBar>
          )}
          {provider && <ProviderSignIn form={form} />}
          <CredentialFields form={form} />
        </form>
        <ServerDialog open={form.serverDialog} onClose={() => form.setServerDialog(false)} />
      </Card>
    </main>
  );
}

/** « Se connecter avec Google », the browser step's notice, then « ou ». */
function ProviderSignIn({ form }: { form: LoginForm }) {
  const styles = useStyles();
  const { providerPending, onProvider } = form;
  return (
    <>
      <Button
        type="button"
        onClick={() => void onProvider()}
        icon={providerPending ? <Spinner size="tiny" /> : undefined}
      >
        {MESSAGES.oidcSignIn}
      </Button>
      {providerPending && (
        <Body1 className={styles.subtitle} role="status">
          Terminez la connexion dans votre navigateur…
        </Body1>
      )}
      <Divider>ou</Divider>
    </>
  );
}

/** E-mail, password, 'Se souvenir de moi', the submit and the server switch. */
function CredentialFields({ form }: { form: LoginForm }) {
  const { email, setEmail, password, setPassword, remember, setRemember, submitted } = form;
  const { canRemember, pending, setServerDialog } = form;
  const emailMissing = submitted && email.trim() === '';
  const passwordMissing = submitted && password === '';
  return (
    <>
      <Field
        label="Adresse e-mail"
        required
        validationMessage={emailMissing ? REQUIRED_MESSAGE : undefined}
      >
        <Input
          type="email"
          autoComplete="username"
          value={email}
          onChange={(_, data) => setEmail(data.value)}
          autoFocus
        />
      </Field>
      <Field
        label="Mot de passe"
        required
        validationMessage={passwordMissing ? REQUIRED_MESSAGE : undefined}
      >
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(_, data) => setPassword(data.value)}
        />
      </Field>
      <Checkbox
        label="Se souvenir de moi"
        checked={canRemember && remember}
        disabled={!canRemember}
        onChange={(_, data) => setRemember(data.checked === true)}
      />
      <Button
        appearance="primary"
        type="submit"
        disabled={pending}
        icon={pending ? <Spinner size="tiny" /> : undefined}
      >
        Se connecter
      </Button>
      <Button type="button" appearance="transparent" onClick={() => setServerDialog(true)}>
        Changer de serveur
      </Button>
    </>
  );
}
