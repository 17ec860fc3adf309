// The route /:brandKey/article/:cardId (spec 000 §2 "load a board card"): reads the newsroom's
// planning-board card, then opens a new, unsaved article started from it (boardCardStart) the way
// « Duplication web » does: the new-article editor with the card's title, category and authors and
// a notice naming the card. Nothing is saved until the journalist presses « Enregistrer ».
import { useQuery } from '@apollo/client/react';
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Navigate, useParams } from 'react-router-dom';
import { isKnownBrand } from '../../../../common/domain/brands';
import { formatMessage, MESSAGES } from '../../../../common/domain/messages';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { useApiOnline } from '../../draftsKit/apiStatus';
import { apiErrorOf } from '../../editorKit/apiError';
import { BoardCardStartDocument } from '../../graphql/generated/graphql';
import { boardCardStart } from './boardCardStart';
import { NoBrandKeyBar, OfflineBar, PrintSourceErrorBar } from './PrintSourceErrorBar';

const useStyles = makeStyles({ root: { padding: tokens.spacingHorizontalXXL } });

export function BoardCardPage() {
  const styles = useStyles();
  const { brandKey = '', cardId = '' } = useParams();
  useSectionLook('Carte du board', 'web');
  const online = useApiOnline();
  const known = brandKey.trim() !== '' && isKnownBrand(brandKey);
  const { data, loading, error, refetch } = useQuery(BoardCardStartDocument, {
    variables: { id: cardId },
    skip: !known,
    fetchPolicy: 'network-only',
  });
  if (!known) return <NoBrandKeyBar />;
  if (loading && !data)
    return <Spinner className={styles.root} label={MESSAGES.boardCardLoading} />;
  const notFound = formatMessage('boardCardNotFound', { id: cardId });
  if (error && !data) {
    // The card is read on the server only: offline it opens when the network is back (the shell
    // asks the screen's queries again then).
    if (!online) return <OfflineBar message={MESSAGES.boardCardOffline} />;
    const api = apiErrorOf(error);
    if (api.code === 'NOT_FOUND' || api.code === 'FORBIDDEN')
      return <PrintSourceErrorBar message={notFound} brandKey={brandKey} />;
    return (
      <PrintSourceErrorBar
        message={api.message}
        brandKey={brandKey}
        onRetry={() => void refetch().catch(() => {})}
      />
    );
  }
  const card = data?.boardCard;
  // Another brand's card is not this brand's to plan: as unknown here.
  if (!card || card.brandKey !== brandKey)
    return <PrintSourceErrorBar message={notFound} brandKey={brandKey} />;
  return (
    <Navigate
      replace
      to={`/${encodeURIComponent(brandKey)}/article/edit?draft=${crypto.randomUUID()}`}
      state={{ duplication: boardCardStart(card) }}
    />
  );
}
