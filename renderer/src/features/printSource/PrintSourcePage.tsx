// The print-source route /:brandKey/article/:rawArticleId/version/:versionId (spec 000 §2): makes
// the web article of a print version on the server (title, lead, body, signature complement,
// suggested tags and categories, machine tag; usePrintSourceArticle), saying so meanwhile, then
// replaces itself with that article's editor — Back does not make it again. Refusals are the
// server's French messages (spec 001 §8) in an error bar; offline it says it waits for the network.
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { isKnownBrand } from '../../../../common/domain/brands';
import { MESSAGES } from '../../../../common/domain/messages';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { NoBrandKeyBar, OfflineBar, PrintSourceErrorBar } from './PrintSourceErrorBar';
import { usePrintSourceArticle } from './usePrintSourceArticle';

const useStyles = makeStyles({ root: { padding: tokens.spacingHorizontalXXL } });

export function PrintSourcePage() {
  const styles = useStyles();
  const { brandKey = '', rawArticleId = '', versionId = '' } = useParams();
  useSectionLook('Article web depuis le print', 'web');
  const known = brandKey.trim() !== '' && isKnownBrand(brandKey);
  const state = usePrintSourceArticle({ rawArticleId, versionId, brandKey, enabled: known });
  if (!known) return <NoBrandKeyBar />;
  switch (state.kind) {
    case 'offline':
      return <OfflineBar message={MESSAGES.printSourceOffline} />;
    case 'failed':
      return (
        <PrintSourceErrorBar
          message={state.failure.message}
          brandKey={brandKey}
          onRetry={state.failure.retryable ? state.retry : undefined}
        />
      );
    default:
      return <Spinner className={styles.root} label={MESSAGES.printSourceCreating} />;
  }
}
