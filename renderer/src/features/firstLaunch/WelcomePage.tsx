// The first launch (issue 30), as a desktop client greets one: connect to the newsroom's server
// (its address checked by main before it is kept), or work locally with the embedded server —
// create its first super-admin here, then load the demo data or start empty.
import {
  Body1,
  Card,
  makeStyles,
  Spinner,
  Subtitle1,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { DesktopRegular, GlobeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { EmbeddedServerNotice } from '../../app/EmbeddedServerNotice';
import { HOME_PATH, LOGIN_PATH } from '../../app/routeTable';
import { useSession } from '../../app/session/SessionContext';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { DemoDataStep } from './DemoDataStep';
import { FirstAdminForm } from './FirstAdminForm';
import { ServerAddressForm } from '../../app/connection/ServerAddressForm';
import { useFirstLaunch } from '../../app/connection/useFirstLaunch';

export const CONNECT_TITLE = 'Se connecter au serveur de la rédaction';
export const LOCAL_TITLE = 'Travailler en local';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXL}`,
    backgroundColor: tokens.colorNeutralBackground2,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXL,
  },
  header: {
    textAlign: 'center',
    maxWidth: '720px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
  },
  title: { margin: 0 },
  lead: { margin: 0, textAlign: 'center', color: tokens.colorNeutralForeground2 },
  choices: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
    gap: tokens.spacingHorizontalXL,
    width: '100%',
    maxWidth: '960px',
  },
  card: { padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalM },
  cardTitle: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { fontSize: '24px', color: tokens.colorBrandForeground1 },
  note: { color: tokens.colorNeutralForeground3 },
  single: { width: '100%', maxWidth: '560px', padding: tokens.spacingHorizontalXXL },
});

export function WelcomePage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { status, user } = useSession();
  const firstLaunch = useFirstLaunch();
  const [step, setStep] = useState<'choose' | 'demo'>('choose');
  useSectionLook('Bienvenue', 'web');

  if (step === 'choose') {
    if (status === 'loading' || firstLaunch === 'unknown')
      return <Spinner label="Chargement…" style={{ marginTop: '30vh' }} />;
    if (user) return <Navigate to={HOME_PATH} replace />;
    if (firstLaunch === 'no') return <Navigate to={LOGIN_PATH} replace />;
  }

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <Title2 as="h1" className={styles.title}>
          Bienvenue dans le back-office éditorial
        </Title2>
        <Body1 as="p" className={styles.lead}>
          {step === 'choose'
            ? 'Aucun compte n’existe encore sur cet ordinateur. Choisissez comment travailler ; vous pourrez changer de serveur plus tard depuis le menu de votre compte.'
            : 'Vous travaillez en local, avec le serveur intégré. Vous pourrez vous connecter au serveur de votre rédaction plus tard depuis le menu de votre compte.'}
        </Body1>
      </header>
      {step === 'demo' ? (
        <Card className={styles.single}>
          <DemoDataStep onDone={() => navigate(HOME_PATH, { replace: true })} />
        </Card>
      ) : (
        <div className={styles.choices}>
          <Card className={styles.card} role="region" aria-labelledby="welcome-connect">
            <Subtitle1 as="h2" id="welcome-connect" className={styles.cardTitle}>
              <GlobeRegular className={styles.icon} aria-hidden />
              {CONNECT_TITLE}
            </Subtitle1>
            <Body1 className={styles.note}>
              Votre rédaction vous a donné l&apos;adresse de son serveur : vos articles y sont
              partagés avec vos collègues. Vous vous connecterez ensuite avec votre compte.
            </Body1>
            <ServerAddressForm
              submitLabel="Se connecter à ce serveur"
              onConnected={() => navigate(LOGIN_PATH, { replace: true })}
            />
          </Card>
          <Card className={styles.card} role="region" aria-labelledby="welcome-local">
            <Subtitle1 as="h2" id="welcome-local" className={styles.cardTitle}>
              <DesktopRegular className={styles.icon} aria-hidden />
              {LOCAL_TITLE}
            </Subtitle1>
            <Body1 className={styles.note}>
              Le serveur intégré garde les données sur cet ordinateur. Créez son premier compte, un
              super-administrateur ; vous pourrez ensuite charger des données de démonstration.
            </Body1>
            <EmbeddedServerNotice />
            <FirstAdminForm onCreated={() => setStep('demo')} />
          </Card>
        </div>
      )}
    </main>
  );
}
