// The route /:brandKey/card/edit/:id? (spec 000 §2): loads the card (or starts a new one) and
// mounts the editor; the query's status is the list to return to and a new card's status.
import { useQuery } from '@apollo/client/react';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Toaster,
  makeStyles,
  tokens,
  useId,
} from '@fluentui/react-components';
import { useParams, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../../../common/domain/messages';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { NewDraftRedirect, useNewDraftId } from '../../editorKit/newDraftRoute';
import { CardEditorDocument } from '../../graphql/generated/graphql';
import { OfflineCopyNotice } from '../../draftsKit/OfflineCopyNotice';
import { WaitingForNetwork } from '../../draftsKit/WaitingForNetwork';
import { useApiOnline } from '../../draftsKit/apiStatus';
import { CardEditor } from './CardEditor';
import { cardStatusOf } from './cardRoutes';

const useStyles = makeStyles({ root: { padding: tokens.spacingHorizontalXXL } });

export const CARD_NOT_FOUND = "L'identifiant de l'encart est introuvable.";

function ExistingCard({
  id,
  brandKey,
  toasterId,
}: {
  id: string;
  brandKey: string;
  toasterId: string;
}) {
  const styles = useStyles();
  const [searchParams] = useSearchParams();
  const online = useApiOnline();
  const { data, loading, error, refetch } = useQuery(CardEditorDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <Spinner className={styles.root} label="Chargement de l'encart…" />;
  if (error && !data) {
    return (
      <div className={styles.root}>
        {online ? (
          <MessageBar intent="error">
            <MessageBarBody>{MESSAGES.genericError}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => void refetch()}>{MESSAGES.genericRetry}</Button>
            </MessageBarActions>
          </MessageBar>
        ) : (
          <WaitingForNetwork kind="document" />
        )}
      </div>
    );
  }
  if (!data?.card) {
    return (
      <div className={styles.root}>
        <MessageBar intent="error">
          <MessageBarBody>{CARD_NOT_FOUND}</MessageBarBody>
        </MessageBar>
      </div>
    );
  }
  return (
    <>
      {/* Offline, the card opened last from main's read cache (common/ipc/offlineReads). */}
      <OfflineCopyNotice operationName="CardEditor" variables={{ id }} kind="document" />
      <CardEditor
        brandKey={brandKey}
        initial={data.card}
        initialStatus={cardStatusOf(searchParams.get('status'))}
        newDraftId={data.card.id}
        toasterId={toasterId}
      />
    </>
  );
}

export function CardEditorPage() {
  const { brandKey = '', id } = useParams();
  const [searchParams] = useSearchParams();
  const toasterId = useId('card-toaster');
  useSectionLook('Encart', 'web');
  // A new card's local draft id is in the route, so a reload finds the draft again.
  const draftId = useNewDraftId();
  if (!id && !draftId)
    return <NewDraftRedirect query={{ status: cardStatusOf(searchParams.get('status')) }} />;
  return (
    <>
      <Toaster toasterId={toasterId} position="top-end" />
      {id ? (
        <ExistingCard key={id} id={id} brandKey={brandKey} toasterId={toasterId} />
      ) : (
        <CardEditor
          key={draftId}
          brandKey={brandKey}
          initial={null}
          initialStatus={cardStatusOf(searchParams.get('status'))}
          newDraftId={draftId!}
          toasterId={toasterId}
        />
      )}
    </>
  );
}
