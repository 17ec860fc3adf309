// The page editor (000 §2 "Page edit/create"): a header with the status control, history and
// save; the left drawer (general configuration, 'Mettre à la une', sections in order); the panel
// the location hash names; a speed dial adding Contenu, Page externe, People or Texte sections.
// Its local draft, outbox saves, conflicts and the unsaved-changes prompt are the editor kit's
// (useContentEditor with pageEditorAdapter), as for cards and orphan pages; its lock is usePageLock.
import { useApolloClient } from '@apollo/client/react';
import {
  Badge,
  Button,
  Field,
  Input,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarBody,
  Subtitle1,
  Switch,
  Textarea,
  Toast,
  ToastTitle,
  Toaster,
  makeStyles,
  tokens,
  useId,
  useToastController,
} from '@fluentui/react-components';
import {
  AddRegular,
  DeleteRegular,
  HistoryRegular,
  LinkRegular,
  PeopleRegular,
  SaveRegular,
  TextDescriptionRegular,
  GridRegular,
} from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { brandProfile } from '../../../../common/domain/brands';
import { MESSAGES } from '../../../../common/domain/messages';
import {
  PAGE_STATUS_LABELS,
  type PageFormat,
  type PageStatus,
} from '../../../../common/domain/statuses';
import { pageMachine, transitionsFrom } from '../../../../common/domain/transitions';
import {
  PAGE_TAGS_LIMIT_MESSAGE,
  PAGE_TAGS_MAX,
  type SectionType,
} from '../../../../common/domain/validation/page';
import { normalizeSlugInput, slugify } from '../../../../common/domain/validation/slug';
import { RelationPicker } from '../../editorKit/RelationPicker';
import { tagSearch } from '../../editorKit/relationSearches';
import { MediaField } from '../../mediaKit';
import { RichTextEditor } from '../../editor/RichTextEditor';
import type { PageEditorFieldsFragment } from '../../graphql/generated/graphql';
import { StatusDateDialog, useContentEditor, type ApiError } from '../../editorKit';
import { SaveStatus } from '../../draftsKit';
import {
  createInternalArticleResolver,
  createInternalLinkSearch,
} from '../../articleKit/internalLinks';
import { ImageUrlField } from '../../mediaKit';
import { BoardSectionPanel } from './BoardSectionPanel';
import { PageDrawer, SECTION_TYPE_LABELS } from './PageDrawer';
import { PageHistoryDialog } from './PageHistoryDialog';
import { pageEditorAdapter, type PageStatusChange } from './pageEditorAdapter';
import {
  activeSectionKey,
  formFromServer,
  formFromSnapshot,
  moveItem,
  newSection,
  pageFormErrors,
  SECTION_HASH_PREFIX,
  withServerSectionIds,
  type BoardItemDraft,
  type PageForm,
  type SectionDraft,
} from './pageForm';
import { ParentPicker } from './ParentPicker';
import { PeopleSectionPanel } from './PeopleSectionPanel';
import { usePageLock } from './usePageLock';
import { multimediaPickerOf } from '../../mediaKit/multimediaPicker';
import { sameItems, useHandler, useSameWhile } from '../../ui/useStable';

const useStyles = makeStyles({
  root: {
    height: '100%',
    display: 'grid',
    gridTemplateColumns: '280px 1fr',
    gridTemplateRows: 'auto 1fr',
    gridTemplateAreas: '"head head" "drawer main"',
    minHeight: 0,
  },
  head: {
    gridArea: 'head',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    flexWrap: 'wrap',
  },
  drawer: { gridArea: 'drawer', minHeight: 0, overflowY: 'auto' },
  main: {
    gridArea: 'main',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    position: 'relative',
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '860px',
  },
  spacer: { flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  dial: {
    position: 'fixed',
    right: tokens.spacingHorizontalXXL,
    bottom: tokens.spacingVerticalXXL,
    zIndex: 10,
  },
  dialButton: { borderRadius: tokens.borderRadiusCircular, minWidth: '56px', height: '56px' },
  // The rich-text editor draws its own frame: the wrapper only gives the text room.
  editorBox: { '& .ProseMirror': { minHeight: '120px' } },
});

const SECTION_ICONS: Record<SectionType, ReactElement> = {
  Board: <GridRegular />,
  Url: <LinkRegular />,
  People: <PeopleRegular />,
  Text: <TextDescriptionRegular />,
};

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

export function PageEditor({
  brandKey,
  format,
  initial,
  parent,
  newDraftId,
  onCreated,
  currentUserId,
  notice,
}: PageEditorProps) {
  const styles = useStyles();
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const toasterId = useId('page-toaster');
  const { dispatchToast } = useToastController(toasterId);
  const [message, setMessage] = useState<{ intent: 'error' | 'warning'; text: string } | null>(
    null,
  );
  const [lockedBy, setLockedBy] = useState<string | null>(
    initial?.lockedBy && initial.lockedBy.id !== currentUserId ? initial.lockedBy.name : null,
  );
  const [historyOpen, setHistoryOpen] = useState(false);
  const [scheduling, setScheduling] = useState(false);
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
  const { form, update, saved: server, saving } = editor;
  const errors = editor.fieldErrors;

  const disabled = lockedBy !== null;
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
  usePageLock(server?.id ?? null, (error) => {
    if (error.code === 'LOCKED') showLocked(error);
  });

  // Sections first saved get their server id (the server answers them in the form's order): the
  // next save then names them instead of creating them again. Only while nothing is typed on top.
  const { dirty, prefill } = editor;
  useEffect(() => {
    if (!server || dirty) return;
    const sections = withServerSectionIds(form.sections, server.sections);
    if (sections) prefill({ sections });
  }, [server, dirty, form.sections, prefill]);

  const activeKey = activeSectionKey(location.hash, form.sections);
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

  const change = (next: Partial<PageForm>) => update(next);
  const changeSection = (key: string, next: Partial<SectionDraft>) =>
    update({
      sections: editor.currentValues().sections.map((s) => (s.key === key ? { ...s, ...next } : s)),
    });
  const addSection = useHandler((type: SectionType) => {
    const section = newSection(type);
    change({ sections: [...editor.currentValues().sections, section] });
    select(section.key);
  });

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
        ? transitionsFrom(pageMachine(format), status).find(
            (t) => t.name === statusChange.transition,
          )?.successMessage
        : MESSAGES.saveDone;
    // Queued in main's outbox: it lands now, or once the server is reachable again.
    void editor.save(statusChange ?? null, done ?? MESSAGES.saveDone);
  }

  const active = form.sections.find((s) => s.key === activeKey) ?? null;
  const activeIndex = active ? form.sections.indexOf(active) : -1;

  // The parts below are kept while what they show is the same (an edit re-renders the editor: a
  // drop in a board then re-renders the board, not the header, the drawer nor the section's
  // fields); their handlers are the same functions every render (useHandler).
  const toaster = useMemo(
    () => <Toaster toasterId={toasterId} position="bottom-end" />,
    [toasterId],
  );
  const saveNow = useHandler(() => save());
  const saveWith = useHandler((change: PageStatusChange) => save(change));
  const headerTitle = server ? form.title || server.title : 'Nouvelle page';
  const { syncState, lastSync, problem } = editor.draft;
  const historyCount = server?.historyCount ?? null;
  const header = useMemo(
    () => (
      <header className={styles.head}>
        <Subtitle1 as="h1">{headerTitle}</Subtitle1>
        <Badge appearance="tint">{PAGE_STATUS_LABELS[status]}</Badge>
        {(historyCount !== null || syncState !== 'saved') && (
          <SaveStatus state={syncState} detail={lastSync?.message ?? problem?.message} />
        )}
        <span className={styles.spacer} />
        {historyCount !== null && (
          <Button icon={<HistoryRegular />} onClick={() => setHistoryOpen(true)}>
            {MESSAGES.actionHistory} ({historyCount})
          </Button>
        )}
        {transitions.length > 0 && (
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button disabled={disabled || saving}>Statut</Button>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {transitions.map((t) => (
                  <MenuItem
                    key={t.name}
                    onClick={() =>
                      t.to === 'Scheduled'
                        ? setScheduling(true)
                        : saveWith({ status: t.to, transition: t.name })
                    }
                  >
                    {t.label}
                  </MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        )}
        <Button
          appearance="primary"
          icon={<SaveRegular />}
          disabled={disabled || saving}
          onClick={saveNow}
        >
          Enregistrer
        </Button>
      </header>
    ),
    [
      styles,
      headerTitle,
      status,
      historyCount,
      syncState,
      lastSync,
      problem,
      transitions,
      disabled,
      saving,
      saveWith,
      saveNow,
    ],
  );
  // The drawer shows each section's type and title: a board's items changing leave it alone.
  const drawerSections = useSameWhile(form.sections, (kept, next) =>
    sameItems(kept, next, (a, b) => a.key === b.key && a.type === b.type && a.title === b.title),
  );
  const isHeadlined = form.isHeadlined;
  const headline = useHandler((isHeadlined: boolean) => change({ isHeadlined }));
  const moveSection = useHandler((from: number, to: number) =>
    change({ sections: moveItem(editor.currentValues().sections, from, to) }),
  );
  const drawer = useMemo(
    () => (
      <div className={styles.drawer}>
        <PageDrawer
          sections={drawerSections}
          activeKey={activeKey}
          isHeadlined={isHeadlined}
          errors={errors}
          disabled={disabled}
          onSelect={select}
          onHeadlined={headline}
          onMove={moveSection}
        />
      </div>
    ),
    [
      styles,
      drawerSections,
      activeKey,
      isHeadlined,
      errors,
      disabled,
      select,
      headline,
      moveSection,
    ],
  );
  const dial = useMemo(
    () =>
      !disabled && (
        <div className={styles.dial}>
          <Menu positioning="above-end">
            <MenuTrigger disableButtonEnhancement>
              <Button
                appearance="primary"
                className={styles.dialButton}
                icon={<AddRegular />}
                aria-label="Ajouter une section"
              />
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {(['Board', 'Url', 'People', 'Text'] as const).map((type) => (
                  <MenuItem key={type} icon={SECTION_ICONS[type]} onClick={() => addSection(type)}>
                    {SECTION_TYPE_LABELS[type]}
                  </MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        </div>
      ),
    [styles, disabled, addSection],
  );
  // The active section's own fields, kept while they and their messages are the same (a board's
  // items are not among them).
  const sectionKey = active?.key ?? null;
  const sectionType = active?.type ?? null;
  const sectionIsActive = active?.isActive ?? false;
  const sectionTitle = active?.title ?? '';
  const sectionDescription = active?.description ?? '';
  const sectionMetas = active?.metas ?? '';
  const sectionError = errors[`sections.${activeIndex}`];
  const sectionTitleError = errors[`sections.${activeIndex}.title`];
  const changeActive = useHandler((next: Partial<SectionDraft>) => {
    if (sectionKey !== null) changeSection(sectionKey, next);
  });
  const removeActive = useHandler(() => {
    change({ sections: editor.currentValues().sections.filter((s) => s.key !== sectionKey) });
    select(null);
  });
  const sectionFields = useMemo(
    () =>
      sectionType && (
        <>
          <div className={styles.row}>
            <Subtitle1 as="h2" id="section-title">
              {SECTION_TYPE_LABELS[sectionType]}
            </Subtitle1>
            <span className={styles.spacer} />
            <Switch
              label="Section active"
              checked={sectionIsActive}
              disabled={disabled}
              onChange={(_, d) => changeActive({ isActive: d.checked })}
            />
            <Button icon={<DeleteRegular />} disabled={disabled} onClick={removeActive}>
              Supprimer la section
            </Button>
          </div>
          {sectionError && (
            <MessageBar intent="error">
              <MessageBarBody>{sectionError}</MessageBarBody>
            </MessageBar>
          )}
          <Field label="Titre de la section" required validationMessage={sectionTitleError}>
            <Input
              value={sectionTitle}
              disabled={disabled}
              onChange={(_, d) => changeActive({ title: d.value })}
            />
          </Field>
          <Field label="Description">
            <Input
              value={sectionDescription}
              disabled={disabled}
              onChange={(_, d) => changeActive({ description: d.value })}
            />
          </Field>
          <Field label={MESSAGES.sectionMetas}>
            <Input
              value={sectionMetas}
              disabled={disabled}
              onChange={(_, d) => changeActive({ metas: d.value })}
            />
          </Field>
        </>
      ),
    [
      styles,
      sectionType,
      sectionIsActive,
      sectionTitle,
      sectionDescription,
      sectionMetas,
      sectionError,
      sectionTitleError,
      disabled,
      changeActive,
      removeActive,
    ],
  );
  const changeBoard = useHandler((items: BoardItemDraft[]) => changeActive({ items }));

  return (
    <div className={styles.root}>
      {toaster}
      {editor.overlays}
      {header}
      {drawer}
      <main
        className={styles.main}
        aria-label={active ? `Section ${active.title}` : MESSAGES.pageGeneralConfiguration}
      >
        {message && (
          <MessageBar intent={message.intent}>
            <MessageBarBody>{message.text}</MessageBarBody>
          </MessageBar>
        )}
        {editor.formError && (
          <MessageBar intent="error">
            <MessageBarBody>{editor.formError}</MessageBarBody>
          </MessageBar>
        )}
        {!active ? (
          <section className={styles.panel} aria-labelledby="general-title">
            <Subtitle1 as="h2" id="general-title">
              {MESSAGES.pageGeneralConfiguration}
            </Subtitle1>
            <Field label="Titre" required validationMessage={errors.title}>
              <Input
                value={form.title}
                disabled={disabled}
                onChange={(_, d) => change({ title: d.value })}
              />
            </Field>
            <Field label="Sous-titre">
              <Input
                value={form.subtitle}
                disabled={disabled}
                onChange={(_, d) => change({ subtitle: d.value })}
              />
            </Field>
            <div className={styles.row}>
              <Field label="Slug" validationMessage={errors.slug} style={{ flexGrow: 1 }}>
                <Input
                  value={form.slug}
                  disabled={disabled}
                  onChange={(_, d) => change({ slug: normalizeSlugInput(d.value) })}
                />
              </Field>
              <Button
                disabled={disabled || form.title.trim() === ''}
                onClick={() => change({ slug: slugify(form.title) })}
              >
                Générer le slug
              </Button>
            </div>
            <ParentPicker
              brandKey={brandKey}
              parent={form.parent}
              level={server?.level ?? (form.parent ? form.parent.level + 1 : 1)}
              disabled={disabled || !server}
              error={errors.parentId}
              onChange={(p) => change({ parent: p })}
            />
            <RelationPicker
              label="Tags"
              selected={form.tags}
              onChange={(tags) => change({ tags })}
              search={searchTags}
              max={PAGE_TAGS_MAX}
              limitMessage={PAGE_TAGS_LIMIT_MESSAGE}
              validationMessage={errors.tags}
              disabled={disabled}
            />
            <MediaField
              label="Images"
              value={form.medias}
              onChange={(medias) => change({ medias })}
              brandKey={brandKey}
              multiple
              imageOnly
              details={[]}
              errors={{ medias: errors.medias }}
              disabled={disabled}
            />
            <Field label="Description SEO">
              <Textarea
                value={form.descriptionSEO}
                disabled={disabled}
                onChange={(_, d) => change({ descriptionSEO: d.value })}
              />
            </Field>
            <Field label="Description">
              <div className={styles.editorBox}>
                <RichTextEditor
                  kind="body"
                  value={form.description}
                  onChange={(description) => change({ description })}
                  brandProfile={profile}
                  searchInternalLinks={searchInternalLinks}
                  resolveInternalArticle={resolveInternalArticle}
                  renderMultimediaPicker={multimediaPickerOf(brandKey)}
                  onError={(text) => setMessage({ intent: 'error', text })}
                  readOnly={disabled}
                  ariaLabel="Description"
                />
              </div>
            </Field>
          </section>
        ) : (
          <section className={styles.panel} aria-labelledby="section-title">
            {sectionFields}
            {active.type === 'Board' && (
              <BoardSectionPanel
                brandKey={brandKey}
                items={active.items}
                disabled={disabled}
                onChange={changeBoard}
              />
            )}
            {active.type === 'People' && (
              <PeopleSectionPanel
                people={active.people}
                disabled={disabled}
                onChange={(people) => changeSection(active.key, { people })}
              />
            )}
            {active.type === 'Url' && (
              <>
                <Field label="Lien" hint="https://…">
                  <Input
                    type="url"
                    value={active.url}
                    disabled={disabled}
                    onChange={(_, d) => changeSection(active.key, { url: d.value })}
                  />
                </Field>
                <ImageUrlField
                  label="Image (facultative)"
                  value={active.imageUrl}
                  brandKey={brandKey}
                  disabled={disabled}
                  onChange={(imageUrl) => changeSection(active.key, { imageUrl })}
                />
              </>
            )}
            {active.type === 'Text' && (
              <Field label="Texte">
                <div className={styles.editorBox}>
                  <RichTextEditor
                    key={active.key}
                    kind="body"
                    value={active.body}
                    onChange={(body) => changeSection(active.key, { body })}
                    brandProfile={profile}
                    searchInternalLinks={searchInternalLinks}
                    resolveInternalArticle={resolveInternalArticle}
                    renderMultimediaPicker={multimediaPickerOf(brandKey)}
                    onError={(text) => setMessage({ intent: 'error', text })}
                    readOnly={disabled}
                    ariaLabel="Texte de la section"
                  />
                </div>
              </Field>
            )}
          </section>
        )}
        {dial}
      </main>
      {historyOpen && server && (
        <PageHistoryDialog
          pageId={server.id}
          onClose={() => setHistoryOpen(false)}
          onRestore={(snapshot) => {
            update(formFromSnapshot(snapshot as Record<string, unknown>, editor.currentValues()));
            setHistoryOpen(false);
            select(null);
          }}
        />
      )}
      {scheduling && (
        <StatusDateDialog
          fixedTitle="Programmer la page"
          initialDate={new Date(Date.now() + 3_600_000)}
          pastOnly={false}
          onCancel={() => setScheduling(false)}
          onConfirm={(date) => {
            setScheduling(false);
            save({
              status: 'Scheduled',
              transition: 'schedule',
              publishedAt: date.toISOString(),
            });
          }}
        />
      )}
    </div>
  );
}
