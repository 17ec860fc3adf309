// What the print → web screens show when they cannot open the article: the French message (the
// server's own words for its refusals), « Réessayer » when trying again may help (the network, a
// crash), and always a way back to the brand's article list — never a blank page.
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../common/domain/messages';

const useStyles = makeStyles({ root: { padding: tokens.spacingHorizontalXXL } });

export function articleListPath(brandKey: string): string {
  return `/article/list?brand=${encodeURIComponent(brandKey)}`;
}

export function PrintSourceErrorBar(props: {
  message: string;
  brandKey: string;
  onRetry?: () => void;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.root}>
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{props.message}</MessageBarBody>
        <MessageBarActions>
          {props.onRetry ? <Button onClick={props.onRetry}>{MESSAGES.genericRetry}</Button> : null}
          <Button onClick={() => navigate(articleListPath(props.brandKey))}>
            {MESSAGES.printBackToList}
          </Button>
        </MessageBarActions>
      </MessageBar>
    </div>
  );
}

export function NoBrandKeyBar() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <MessageBar intent="error">
        <MessageBarBody>{MESSAGES.articleNoBrandKey}</MessageBarBody>
      </MessageBar>
    </div>
  );
}

export function OfflineBar({ message }: { message: string }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <MessageBar intent="warning" data-testid="waiting-for-network">
        <MessageBarBody>{message}</MessageBarBody>
      </MessageBar>
    </div>
  );
}
