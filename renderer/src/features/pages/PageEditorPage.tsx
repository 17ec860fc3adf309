// The routes /:brandKey/page/:format/create/:lvl… and /:brandKey/page/:format/edit/:lvl… (000
// §2): create adds a page under the last page of the trail (at the root without one); edit opens
// the last page of the trail. A new page's local draft id is in the route (`?draft=<uuid>`, so a
// reload finds the draft again); once the server created it, it moves to the edit route. Offline,
// a page opened before is read from main's read cache.
import { useQuery } from '@apollo/client/react';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { MESSAGES } from '../../../../common/domain/messages';
import { NewDraftRedirect, useNewDraftId } from '../../editorKit/newDraftRoute';
import { useSession } from '../../app/session/SessionContext';
import { useSectionLook } from '../../app/shell/useSectionLook';
import { PageEditorDocument, PageTrailDocument } from '../../graphql/generated/graphql';
import { useApiOnline } from '../../draftsKit/apiStatus';
import { OfflineCopyNotice } from '../../draftsKit/OfflineCopyNotice';
import { WaitingForNetwork } from '../../draftsKit/WaitingForNetwork';
import { PageEditor } from './PageEditor';
import { editPath, formatOfParam, trailOf } from './pageRoutes';

const useStyles = makeStyles({ root: { padding: tokens.spacingHorizontalXXL } });

function Problem({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <MessageBar intent="error">
        <MessageBarBody>{text}</MessageBarBody>
        {onRetry && (
          <MessageBarActions>
            <Button onClick={onRetry}>{MESSAGES.genericRetry}</Button>
          </MessageBarActions>
        )}
      </MessageBar>
    </div>
  );
}

export function PageEditorPage({ mode }: { mode: 'create' | 'edit' }) {
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useSession();
  // 'Création effectuée', handed over by the create route once the new page moved here.
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;
  const brandKey = params.brandKey ?? '';
  const format = formatOfParam(params.format);
  const trail = trailOf(params);
  const lastId = trail.at(-1) ?? null;
  const online = useApiOnline();
  const draftId = useNewDraftId();
  useSectionLook(mode === 'create' ? 'Création de page' : 'Édition de page', 'page');

  const page = useQuery(PageEditorDocument, {
    variables: { id: lastId ?? '' },
    skip: mode !== 'edit' || !lastId,
    fetchPolicy: 'network-only',
  });
  const parent = useQuery(PageTrailDocument, {
    variables: { id: lastId ?? '' },
    skip: mode !== 'create' || !lastId,
  });

  if (!brandKey) return <Problem text={MESSAGES.selectBrand} />;
  if (mode === 'edit') {
    if (!lastId) return <Problem text="L'identifiant de la page est introuvable." />;
    if (page.loading && !page.data) return <Spinner label="Chargement de la page…" />;
    if (page.error && !page.data && !online) return <WaitingForNetwork kind="document" />;
    if (page.error && !page.data)
      return <Problem text={MESSAGES.genericError} onRetry={() => void page.refetch()} />;
    const found = page.data?.category;
    if (!found) return <Problem text="L'identifiant de la page est introuvable." />;
    return (
      <>
        {/* Offline, the page opened last from main's read cache (common/ipc/offlineReads). */}
        <OfflineCopyNotice operationName="PageEditor" variables={{ id: lastId }} kind="document" />
        <PageEditor
          key={found.id}
          brandKey={brandKey}
          format={format}
          initial={found}
          parent={null}
          newDraftId={found.id}
          notice={notice}
          currentUserId={user?.id ?? null}
          onCreated={() => {}}
        />
      </>
    );
  }
  if (!draftId) return <NewDraftRedirect />;
  if (lastId && parent.loading && !parent.data) return <Spinner label="Chargement…" />;
  if (lastId && parent.error && !parent.data)
    return <Problem text={MESSAGES.genericError} onRetry={() => void parent.refetch()} />;
  const p = parent.data?.category;
  return (
    <PageEditor
      key={`${lastId ?? 'racine'}:${draftId}`}
      brandKey={brandKey}
      format={format}
      initial={null}
      parent={p ? { id: p.id, title: p.title, level: p.level } : null}
      currentUserId={user?.id ?? null}
      newDraftId={draftId}
      notice={null}
      onCreated={(id) =>
        navigate(editPath(brandKey, format, [...trail, id]), {
          replace: true,
          state: { notice: MESSAGES.createDone },
        })
      }
    />
  );
}
