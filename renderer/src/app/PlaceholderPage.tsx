// A screen not built yet: names its route so navigation can be checked end to end. Later issues
// replace these one by one in routeTable.ts.
import { makeStyles, Subtitle1, Body1, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import type { RouteDef } from './routeTable';
import { useSectionLook } from './shell/useSectionLook';

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  route: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground3 },
});

export function PlaceholderPage({ route }: { route: RouteDef }) {
  const styles = useStyles();
  const params = useParams();
  useSectionLook(route.title, route.section);
  const filled = Object.entries(params).filter(([, value]) => value !== undefined);
  return (
    <section className={styles.root} aria-labelledby="placeholder-title">
      <Subtitle1 as="h1" id="placeholder-title">
        {route.title}
      </Subtitle1>
      <Body1>Écran à venir.</Body1>
      <Body1 className={styles.route} data-testid="route-path">
        {route.path}
      </Body1>
      {filled.length > 0 && (
        <Body1 className={styles.route}>
          {filled.map(([name, value]) => `${name} = ${value ?? ''}`).join(' · ')}
        </Body1>
      )}
    </section>
  );
}
