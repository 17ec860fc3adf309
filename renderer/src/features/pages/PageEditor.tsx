// The page editor (000 §2 "Page edit/create"): a header with the status control, history and
// save; the left drawer (general configuration, 'Mettre à la une', sections in order); the panel
// the location hash names; a speed dial adding Contenu, Page externe, People or Texte sections.
// Locks, conflicts and the unsaved-changes prompt work as in the article editor.
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  Badge,
  Button,
  Caption1,
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
import type { SectionType } from '../../../../common/domain/validation/page';
import { normalizeSlugInput, slugify } from '../../../../common/domain/validation/slug';
import { RichTextEditor } from '../../editor/RichTextEditor';
import {
  CreatePageDocument,
  UpdatePageDocument,
  type PageEditorFieldsFragment,
} from '../../graphql/generated/graphql';
import {
  apiErrorOf,
  ConflictDialog,
  StatusDateDialog,
  useUnsavedChangesGuard,
  type ApiError,
} from '../../editorKit';
import { createInternalArticleResolver, createInternalLinkSearch } from '../articles/internalLinks';
import { BoardSectionPanel } from './BoardSectionPanel';
import { PageDrawer, SECTION_TYPE_LABELS } from './PageDrawer';
import { PageHistoryDialog } from './PageHistoryDialog';
import {
  activeSectionKey,
  createInput,
  emptyPageForm,
  formFromServer,
  formFromSnapshot,
  moveItem,
  newSection,
  pageFormErrors,
  SECTION_HASH_PREFIX,
  updateInput,
  type PageForm,
  type SectionDraft,
} from './pageForm';
import { ParentPicker } from './ParentPicker';
import { PeopleSectionPanel } from './PeopleSectionPanel';
import { usePageLock } from './usePageLock';
import { multimediaPickerOf } from '../media/multimediaPicker';

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
  editorBox: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
  },
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
  /** A new page's parent (from the create route). */
  parent: PageForm['parent'];
  /** Where the page opens once created (the edit route, trail included). */
  onCreated: (id: string) => void;
  /** Reloads the server copy (after a conflict, 'Charger la version enregistrée'). */
  onReload: () => void;
  currentUserId: string | null;
  /** A success message to show on opening (the creation, once the route moved to edit). */
  notice: string | null;
}

export function PageEditor({
  brandKey,
  format,
  initial,
  parent,
  onCreated,
  onReload,
  currentUserId,
  notice,
}: PageEditorProps) {
  const styles = useStyles();
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const toasterId = useId('page-toaster');
  const { dispatchToast } = useToastController(toasterId);
  const [server, setServer] = useState(initial);
  const [form, setForm] = useState<PageForm>(() =>
    initial ? formFromServer(initial) : emptyPageForm(parent),
  );
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ intent: 'error' | 'warning'; text: string } | null>(
    null,
  );
  const [lockedBy, setLockedBy] = useState<string | null>(
    initial?.lockedBy && initial.lockedBy.id !== currentUserId ? initial.lockedBy.name : null,
  );
  const [conflict, setConflict] = useState<ApiError | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const [saving, setSaving] = useState(false);
  const [createPage] = useMutation(CreatePageDocument);
  const [updatePage] = useMutation(UpdatePageDocument);
  const profile = useMemo(() => brandProfile(brandKey), [brandKey]);
  const searchInternalLinks = useMemo(
    () => createInternalLinkSearch(client, brandKey),
    [client, brandKey],
  );
  const resolveInternalArticle = useMemo(() => createInternalArticleResolver(client), [client]);

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
    if (error.code === 'LOCKED') {
      setLockedBy(error.lockedByName ?? 'un autre utilisateur');
      setMessage({ intent: 'warning', text: error.message });
    }
  });
  useUnsavedChangesGuard({ hasUnwrittenEdits: () => dirty, flush: async () => {} });

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

  const change = (next: Partial<PageForm>) => {
    setForm((f) => ({ ...f, ...next }));
    setDirty(true);
  };
  const changeSection = (key: string, next: Partial<SectionDraft>) => {
    setForm((f) => ({
      ...f,
      sections: f.sections.map((s) => (s.key === key ? { ...s, ...next } : s)),
    }));
    setDirty(true);
  };
  const addSection = (type: SectionType) => {
    const section = newSection(type);
    change({ sections: [...form.sections, section] });
    select(section.key);
  };

  const status = (server?.status ?? 'Draft') as PageStatus;
  const transitions = server ? transitionsFrom(pageMachine(format), status) : [];

  async function save(
    statusChange?: { status: PageStatus; transition: string; publishedAt?: string | null },
    versionOverride?: number,
  ) {
    const found = pageFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage({
        intent: 'error',
        text: found.title ?? Object.values(found)[0] ?? MESSAGES.genericError,
      });
      return;
    }
    setSaving(true);
    setMessage(null);
    const activeIndex = form.sections.findIndex((s) => s.key === activeKey);
    try {
      if (!server) {
        const result = await createPage({
          variables: { data: createInput(form, brandKey, format) },
        });
        const saved = result.data?.createCategory;
        if (!saved) throw result.error;
        setServer(saved);
        setForm(formFromServer(saved));
        setDirty(false);
        dispatchToast(
          <Toast>
            <ToastTitle>{MESSAGES.createDone}</ToastTitle>
          </Toast>,
          { intent: 'success' },
        );
        onCreated(saved.id);
        return;
      }
      const result = await updatePage({
        variables: {
          id: server.id,
          data: updateInput(
            form,
            versionOverride ?? server.version,
            server.parent?.id ?? null,
            statusChange,
          ),
        },
      });
      const saved = result.data?.updateCategory;
      if (!saved) throw result.error;
      setServer(saved);
      const next = formFromServer(saved);
      setForm(next);
      setDirty(false);
      setErrors({});
      // A section saved for the first time gets its server id: keep it selected.
      if (activeIndex >= 0 && next.sections[activeIndex]) select(next.sections[activeIndex]!.key);
      const done = statusChange
        ? transitionsFrom(pageMachine(format), status).find(
            (t) => t.name === statusChange.transition,
          )?.successMessage
        : MESSAGES.saveDone;
      dispatchToast(
        <Toast>
          <ToastTitle>{done ?? MESSAGES.saveDone}</ToastTitle>
        </Toast>,
        { intent: 'success' },
      );
    } catch (raw) {
      const error = apiErrorOf(raw);
      if (error.code === 'CONFLICT') setConflict(error);
      else if (error.code === 'LOCKED') {
        setLockedBy(error.lockedByName ?? 'un autre utilisateur');
        setMessage({ intent: 'warning', text: error.message });
      } else {
        setErrors(error.fields);
        setMessage({ intent: 'error', text: Object.values(error.fields)[0] ?? error.message });
      }
    } finally {
      setSaving(false);
    }
  }

  const active = form.sections.find((s) => s.key === activeKey) ?? null;
  const activeIndex = active ? form.sections.indexOf(active) : -1;

  return (
    <div className={styles.root}>
      <Toaster toasterId={toasterId} position="bottom-end" />
      <header className={styles.head}>
        <Subtitle1 as="h1">{server ? form.title || server.title : 'Nouvelle page'}</Subtitle1>
        <Badge appearance="tint">{PAGE_STATUS_LABELS[status]}</Badge>
        {dirty ? (
          <Caption1 className={styles.muted}>Modifications non enregistrées</Caption1>
        ) : server ? (
          <Caption1 className={styles.muted}>Enregistré</Caption1>
        ) : null}
        <span className={styles.spacer} />
        {server && (
          <Button icon={<HistoryRegular />} onClick={() => setHistoryOpen(true)}>
            {MESSAGES.actionHistory} ({server.historyCount})
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
                        : void save({ status: t.to, transition: t.name })
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
          onClick={() => void save()}
        >
          Enregistrer
        </Button>
      </header>
      <div className={styles.drawer}>
        <PageDrawer
          sections={form.sections}
          activeKey={activeKey}
          isHeadlined={form.isHeadlined}
          errors={errors}
          disabled={disabled}
          onSelect={select}
          onHeadlined={(isHeadlined) => change({ isHeadlined })}
          onMove={(from, to) => change({ sections: moveItem(form.sections, from, to) })}
        />
      </div>
      <main
        className={styles.main}
        aria-label={active ? `Section ${active.title}` : MESSAGES.pageGeneralConfiguration}
      >
        {message && (
          <MessageBar intent={message.intent}>
            <MessageBarBody>{message.text}</MessageBarBody>
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
            <div className={styles.row}>
              <Subtitle1 as="h2" id="section-title">
                {SECTION_TYPE_LABELS[active.type]}
              </Subtitle1>
              <span className={styles.spacer} />
              <Switch
                label="Section active"
                checked={active.isActive}
                disabled={disabled}
                onChange={(_, d) => changeSection(active.key, { isActive: d.checked })}
              />
              <Button
                icon={<DeleteRegular />}
                disabled={disabled}
                onClick={() => {
                  change({ sections: form.sections.filter((s) => s.key !== active.key) });
                  select(null);
                }}
              >
                Supprimer la section
              </Button>
            </div>
            {errors[`sections.${activeIndex}`] && (
              <MessageBar intent="error">
                <MessageBarBody>{errors[`sections.${activeIndex}`]}</MessageBarBody>
              </MessageBar>
            )}
            <Field
              label="Titre de la section"
              required
              validationMessage={errors[`sections.${activeIndex}.title`]}
            >
              <Input
                value={active.title}
                disabled={disabled}
                onChange={(_, d) => changeSection(active.key, { title: d.value })}
              />
            </Field>
            <Field label="Description">
              <Input
                value={active.description}
                disabled={disabled}
                onChange={(_, d) => changeSection(active.key, { description: d.value })}
              />
            </Field>
            <Field label={MESSAGES.sectionMetas}>
              <Input
                value={active.metas}
                disabled={disabled}
                onChange={(_, d) => changeSection(active.key, { metas: d.value })}
              />
            </Field>
            {active.type === 'Board' && (
              <BoardSectionPanel
                brandKey={brandKey}
                items={active.items}
                disabled={disabled}
                onChange={(items) => changeSection(active.key, { items })}
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
                {/* A plain address until the shared media field is available (issue 14). */}
                <Field label="Image (adresse, facultative)">
                  <Input
                    type="url"
                    value={active.imageUrl}
                    disabled={disabled}
                    onChange={(_, d) => changeSection(active.key, { imageUrl: d.value })}
                  />
                </Field>
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
        {!disabled && (
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
                    <MenuItem
                      key={type}
                      icon={SECTION_ICONS[type]}
                      onClick={() => addSection(type)}
                    >
                      {SECTION_TYPE_LABELS[type]}
                    </MenuItem>
                  ))}
                </MenuList>
              </MenuPopover>
            </Menu>
          </div>
        )}
      </main>
      {historyOpen && server && (
        <PageHistoryDialog
          pageId={server.id}
          onClose={() => setHistoryOpen(false)}
          onRestore={(snapshot) => {
            setForm((f) => formFromSnapshot(snapshot as Record<string, unknown>, f));
            setDirty(true);
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
            void save({
              status: 'Scheduled',
              transition: 'schedule',
              publishedAt: date.toISOString(),
            });
          }}
        />
      )}
      {conflict && (
        <ConflictDialog
          message={conflict.message}
          onClose={() => setConflict(null)}
          onKeepMine={() => {
            const version = conflict.currentVersion;
            setConflict(null);
            if (version !== null) void save(undefined, version);
          }}
          onLoadTheirs={() => {
            setConflict(null);
            setDirty(false);
            onReload();
          }}
        />
      )}
    </div>
  );
}
