// The page editor's state (PageEditor draws it): the editor kit's form, draft, saves and conflicts
// (useContentEditor with pageEditorAdapter), the lock and who holds it, the section the location
// hash names, the save with its success message, and the services the rich-text fields call.
import { useApolloClient } from '@apollo/client/react';
import { Toast, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { brandProfile } from '../../../../common/domain/brands';
import { MESSAGES } from '../../../../common/domain/messages';
import type { PageFormat, PageStatus } from '../../../../common/domain/statuses';
import { pageMachine, transitionsFrom } from '../../../../common/domain/transitions';
import { useContentEditor, type ApiError, type ContentEditor } from '../../editorKit';
import { tagSearch } from '../../editorKit/relationSearches';
import type { PageEditorFieldsFragment } from '../../graphql/generated/graphql';
import {
  createInternalArticleResolver,
  createInternalLinkSearch,
} from '../../articleKit/internalLinks';
import { pageEditorAdapter, type PageStatusChange } from './pageEditorAdapter';
import {
  activeSectionKey,
  formFromServer,
  pageFormErrors,
  SECTION_HASH_PREFIX,
  withServerSectionIds,
  type PageForm,
} from './pageForm';
import { usePageLock } from './usePageLock';

export interface PageEditorProps {
  brandKey: string;
  format: PageFormat;
  /** The page as the server has it; null for a new page. */
  initial: PageEditorFieldsFragment | null;
  /** A new page's parent (from the create route); an existing page's comes from the server. */
  parent: PageForm['parent'];
  /** A new page's local draft id (in the route, so a reload finds the draft again). */
  newDraftId: string;
  /** Where the page opens once created (the edit route, trail included). */
  onCreated: (id: string) => void;
  currentUserId: string | null;
  /** A success message to show on opening (the creation, once the route moved to edit). */
  notice: string | null;
}

/** The editor kit's editor of a page, as the panels take it. */
export type PageContentEditor = ContentEditor<PageEditorFieldsFragment, PageForm, PageStatusChange>;

export interface PageMessage {
  intent: 'error' | 'warning';
  text: string;
}

/** The notice handed over by the create route, said once in the page's toaster. */
function useOpeningNotice(toasterId: string, notice: string | null) {
  const { dispatchToast } = useToastController(toasterId);
  const [noticeShown, setNoticeShown] = useState(false);
  useEffect(() => {
    if (!notice || noticeShown) return;
    setNoticeShown(true);
    dispatchToast(
      <Toast>
        <ToastTitle>{notice}</ToastTitle>
      </Toast>,
      { intent: 'success' },
    );
  }, [notice, noticeShown, dispatchToast]);
}

/** The editor kit's state of the page, its lock, and who holds it when it is not us. */
export function usePageEditor(props: PageEditorProps) {
  const { brandKey, format, initial, parent, newDraftId, onCreated, currentUserId } = props;
  const client = useApolloClient();
  const toasterId = useId('page-toaster');
  const [message, setMessage] = useState<PageMessage | null>(null);
  const [lockedBy, setLockedBy] = useState<string | null>(
    initial?.lockedBy && initial.lockedBy.id !== currentUserId ? initial.lockedBy.name : null,
  );
  const adapter = useMemo(
    () =>
      pageEditorAdapter(
        client,
        brandKey,
        format,
        initial ? formFromServer(initial).parent : parent,
      ),
    // The parent as opened: the server's for a page (a draft without a readable parent never
    // moves it), the route's for a new one (an editor is remounted for another page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, brandKey, format],
  );
  const showLocked = (error: ApiError) => {
    setLockedBy(error.lockedByName ?? 'un autre utilisateur');
    setMessage({ intent: 'warning', text: error.message });
  };
  // Local draft, outbox saves and conflicts as for cards and orphan pages (useContentEditor).
  const editor = useContentEditor({
    adapter,
    initial,
    newDraftId,
    toasterId,
    onCreated: (saved) => onCreated(saved.id),
    onLocked: showLocked,
  });
  useOpeningNotice(toasterId, props.notice);
  const server = editor.saved;
  const lock = usePageLock(
    server?.id ?? null,
    (error) => {
      if (error.code === 'LOCKED') showLocked(error);
    },
    // Ours now (opened free, or handed off): the holder's warning goes, the form opens.
    () => {
      setLockedBy(null);
      setMessage((shown) => (shown?.intent === 'warning' ? null : shown));
    },
  );

  // Sections first saved get their server id (the server answers them in the form's order): the
  // next save then names them instead of creating them again. Only while nothing is typed on top.
  const { dirty, prefill, form } = editor;
  useEffect(() => {
    if (!server || dirty) return;
    const sections = withServerSectionIds(form.sections, server.sections);
    if (sections) prefill({ sections });
  }, [server, dirty, form.sections, prefill]);

  const save = usePageSave(editor, format, setMessage);
  const disabled = lockedBy !== null && !lock.held;
  return { editor, toasterId, message, setMessage, disabled, lock, ...save };
}

/** The status transitions of the page, and its save (with a status change or not). */
function usePageSave(
  editor: PageContentEditor,
  format: PageFormat,
  setMessage: (message: PageMessage | null) => void,
) {
  const server = editor.saved;
  const status = (server?.status ?? 'Draft') as PageStatus;
  const transitions = useMemo(
    () => (server ? transitionsFrom(pageMachine(format), status) : []),
    [server, format, status],
  );
  function save(statusChange?: PageStatusChange) {
    const found = pageFormErrors(editor.currentValues());
    if (Object.keys(found).length > 0) {
      setMessage({
        intent: 'error',
        text: found.title ?? Object.values(found)[0] ?? MESSAGES.genericError,
      });
    } else setMessage(null);
    const done = !server
      ? MESSAGES.createDone
      : statusChange
        ? transitions.find((t) => t.name === statusChange.transition)?.successMessage
        : MESSAGES.saveDone;
    // Queued in main's outbox: it lands now, or once the server is reachable again.
    void editor.save(statusChange ?? null, done ?? MESSAGES.saveDone);
  }
  return { status, transitions, save };
}

/** The section the location hash names, and how to select another (null: the general panel). */
export function useActiveSection(sections: PageForm['sections']) {
  const navigate = useNavigate();
  const location = useLocation();
  const activeKey = activeSectionKey(location.hash, sections);
  const select = useCallback(
    (key: string | null) =>
      navigate(
        {
          pathname: location.pathname,
          search: location.search,
          hash: key ? `${SECTION_HASH_PREFIX}${key}` : '',
        },
        { replace: true },
      ),
    [navigate, location.pathname, location.search],
  );
  return { activeKey, select };
}

/** What the page's rich-text fields and tag picker call: the brand's searches. */
export function usePageServices(brandKey: string) {
  const client = useApolloClient();
  const profile = useMemo(() => brandProfile(brandKey), [brandKey]);
  // The page's tags come from the brand's providers (Tag, and Destination where it has it).
  const searchTags = useMemo(
    () => tagSearch(client, profile.tagProviders),
    [client, profile.tagProviders],
  );
  const searchInternalLinks = useMemo(
    () => createInternalLinkSearch(client, brandKey),
    [client, brandKey],
  );
  const resolveInternalArticle = useMemo(() => createInternalArticleResolver(client), [client]);
  return { profile, searchTags, searchInternalLinks, resolveInternalArticle };
}
