// After the first account: « Charger les données de démonstration » (the seed of `npm run seed --
// --demo`, run by the embedded server) or start with an empty newsroom.
import {
  Body1,
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Subtitle1,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { DemoLoadResult } from '../../../../common/ipc/channels';
import { MESSAGES } from '../../../../common/domain/messages';
import { backoffice } from '../../bridge/backoffice';

const useStyles = makeStyles({
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  accounts: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

type Loaded = Extract<DemoLoadResult, { ok: true }>;

export function DemoDataStep({ onDone }: { onDone: () => void }) {
  const styles = useStyles();
  const [state, setState] = useState<'ask' | 'loading' | 'loaded'>('ask');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function load() {
    setState('loading');
    setError(null);
    try {
      const result = await backoffice().setup.loadDemo();
      if (result.ok) {
        setLoaded(result);
        setState('loaded');
        return;
      }
      setError(result.message);
    } catch {
      setError(MESSAGES.genericError);
    }
    setState('ask');
  }

  return (
    <section className={styles.step} aria-labelledby="demo-title">
      <Subtitle1 as="h2" id="demo-title">
        Votre compte est créé
      </Subtitle1>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {state === 'loaded' && loaded ? (
        <>
          <MessageBar intent="success">
            <MessageBarBody>
              <MessageBarTitle>Données de démonstration chargées.</MessageBarTitle>
              Comptes de démonstration (mot de passe : {loaded.password}) :
              <ul className={styles.accounts}>
                {loaded.accounts.map((account) => (
                  <li key={account.email}>
                    {account.email} — {account.name}
                    {account.isSuperAdmin ? ' (super-admin)' : ` (${account.role})`}
                  </li>
                ))}
              </ul>
            </MessageBarBody>
          </MessageBar>
          <div className={styles.actions}>
            <Button appearance="primary" onClick={onDone}>
              Ouvrir le back-office
            </Button>
          </div>
        </>
      ) : (
        <>
          <Body1>
            Pour découvrir le back-office, chargez des données de démonstration : des marques et
            leurs rubriques, 2 000 articles, des diaporamas, des encarts, des pages, des push et
            quelques comptes. Vous pourrez aussi commencer avec une rédaction vide.
          </Body1>
          {state === 'loading' && (
            <Spinner
              size="small"
              labelPosition="after"
              label="Chargement des données de démonstration… (une à deux minutes)"
            />
          )}
          <div className={styles.actions}>
            <Button appearance="primary" disabled={state === 'loading'} onClick={() => void load()}>
              Charger les données de démonstration
            </Button>
            <Button disabled={state === 'loading'} onClick={onDone}>
              Commencer sans données
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
