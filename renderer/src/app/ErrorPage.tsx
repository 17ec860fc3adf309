import { Button, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { HOME_PATH } from './routeTable';
import { useSectionLook } from './shell/useSectionLook';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    alignContent: 'center',
    gap: tokens.spacingVerticalL,
  },
});

export function ErrorPage() {
  const styles = useStyles();
  useSectionLook('Erreur', 'web');
  return (
    <main className={styles.root}>
      <Subtitle1 as="h1">Une erreur est survenue</Subtitle1>
      <Button as="a" appearance="primary" href={`#${HOME_PATH}`}>
        Retour à la liste des articles
      </Button>
    </main>
  );
}
