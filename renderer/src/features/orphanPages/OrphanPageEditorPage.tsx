// The routes /orphanpage/new/:brandKey and /orphanpage/edit/:brandKey/:id (spec 000 §2).
import { useQuery } from '@apollo/client/react';
import {
  MessageBar,
  MessageBarBody,
  Spinner,
  Toast,
  ToastTitle,
  Toaster,
  makeStyles,
  tokens,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { MESSAGES } from '../../../../common/domain/messages';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { NewDraftRedirect, useNewDraftId } from '../../editorKit/newDraftRoute';
import { OrphanPageEditorDocument } from '../../graphql/generated/graphql';
import { useApiOnline } from '../../draftsKit/apiStatus';
import { OfflineCopyNotice } from '../../draftsKit/OfflineCopyNotice';
import { WaitingForNetwork } from '../../draftsKit/WaitingForNetwork';
import { OrphanPageEditor } from './OrphanPageEditor';

const useStyles = makeStyles({ root: { padding: tokens.spacingHorizontalXXL } });

function ExistingPage({
  id,
  brandKey,
  toasterId,
}: {
  id: string;
  brandKey: string;
  toasterId: string;
}) {
  const styles = useStyles();
  const online = useApiOnline();
  const { data, loading, error } = useQuery(OrphanPageEditorDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <Spinner className={styles.root} label="Chargement de la page…" />;
  if (error && !data && !online) {
    return (
      <div className={styles.root}>
        <WaitingForNetwork kind="document" />
      </div>
    );
  }
  if (!data?.orphanPage) {
    return (
      <div className={styles.root}>
        <MessageBar intent="error">
          <MessageBarBody>
            {error ? MESSAGES.genericError : "L'identifiant de la page orpheline est introuvable."}
          </MessageBarBody>
        </MessageBar>
      </div>
    );
  }
  return (
    <>
      {/* Offline, the page opened last from main's read cache (common/ipc/offlineReads). */}
      <OfflineCopyNotice operationName="OrphanPageEditor" variables={{ id }} kind="document" />
      <OrphanPageEditor
        brandKey={brandKey}
        initial={data.orphanPage}
        newDraftId={data.orphanPage.id}
        toasterId={toasterId}
      />
    </>
  );
}

export function OrphanPageEditorPage() {
  const { brandKey = '', id } = useParams();
  const toasterId = useId('orphan-toaster');
  const { dispatchToast } = useToastController(toasterId);
  const location = useLocation();
  useSectionLook('Page orpheline', 'web');
  const handedOver = (location.state as { toast?: string } | null)?.toast ?? null;
  useEffect(() => {
    if (handedOver)
      dispatchToast(
        <Toast>
          <ToastTitle>{handedOver}</ToastTitle>
        </Toast>,
        { intent: 'success' },
      );
  }, [handedOver, location.key, dispatchToast]);
  // A new page's local draft id is in the route, so a reload finds the draft again.
  const draftId = useNewDraftId();
  if (!id && !draftId) return <NewDraftRedirect />;
  return (
    <>
      <Toaster toasterId={toasterId} position="top-end" />
      {id ? (
        <ExistingPage key={id} id={id} brandKey={brandKey} toasterId={toasterId} />
      ) : (
        <OrphanPageEditor
          key={draftId}
          brandKey={brandKey}
          initial={null}
          newDraftId={draftId!}
          toasterId={toasterId}
        />
      )}
    </>
  );
}
