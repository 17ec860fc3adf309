// The diagnostic window (spec 000 §2 "Actions": Diagnostic, published only, in a new window;
// issue 37): route /:brandKey/article/diagnostic/:id. The server reads the article's public page
// and answers each check; each shows green or red with why. « Relancer » asks again; a page that
// cannot be read (not published, unreachable, private address) is said in the bar.
import { useQuery } from '@apollo/client/react';
import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useParams } from 'react-router-dom';
import { isKnownBrand } from '../../../../common/domain/brands';
import { fillMessage } from '../../../../common/domain/diagnostic';
import { MESSAGES } from '../../../../common/domain/messages';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { apiErrorOf } from '../../editorKit/apiError';
import { ArticleDiagnosticDocument } from '../../graphql/generated/graphql';
import { DiagnosticCheckRow } from './DiagnosticCheckRow';

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '960px',
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  title: { flexGrow: 1 },
  url: { wordBreak: 'break-all', color: tokens.colorNeutralForeground2 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
});

export function ArticleDiagnosticPage() {
  const styles = useStyles();
  const { brandKey = '', id = '' } = useParams();
  useSectionLook(MESSAGES.diagnosticTitle, 'web');
  const known = brandKey.trim() !== '' && isKnownBrand(brandKey);
  const { data, loading, error, refetch } = useQuery(ArticleDiagnosticDocument, {
    variables: { id },
    skip: !known,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  if (!known)
    return (
      <div className={styles.root}>
        <MessageBar intent="error">
          <MessageBarBody>{MESSAGES.articleNoBrandKey}</MessageBarBody>
        </MessageBar>
      </div>
    );
  const result = error ? null : data?.articleDiagnostic;
  return (
    <section className={styles.root} aria-busy={loading}>
      <div className={styles.header}>
        <Text as="h1" size={600} weight="semibold" className={styles.title}>
          {MESSAGES.diagnosticTitle}
        </Text>
        <Button
          icon={<ArrowClockwiseRegular />}
          disabled={loading}
          onClick={() => void refetch().catch(() => {})}
        >
          {MESSAGES.diagnosticRerun}
        </Button>
      </div>
      {loading ? <Spinner label={MESSAGES.diagnosticRunning} labelPosition="after" /> : null}
      {error && !loading ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{apiErrorOf(error).message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {result && !loading ? (
        <>
          <Text className={styles.url}>
            {fillMessage(MESSAGES.diagnosticPageUrl, { url: result.url })}
          </Text>
          <ul className={styles.list} aria-label={MESSAGES.diagnosticTitle}>
            {result.checks.map((check) => (
              <DiagnosticCheckRow key={check.key} check={check} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
