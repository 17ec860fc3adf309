// The orphan page editor (spec 000 §2, §3, §4 "Orphan page"; 001 §5, §8): URL, title, status,
// the metas list, the three switches, and the HTML source beside its sanitised preview.
// 'Votre page a bien été sauvegardée' once the server saved it; 'Erreur durant la sauvegarde de
// la page' otherwise, with the server's message under the field it concerns (duplicate URL).
// Its local draft, outbox saves and conflicts are the editor kit's, as for articles.
import { useApolloClient } from '@apollo/client/react';
import {
  Button,
  Dropdown,
  Field,
  Input,
  Option,
  Switch,
  Textarea,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../../common/domain/dates';
import { MESSAGES } from '../../../../common/domain/messages';
import { ORPHAN_STATUSES, type OrphanStatus } from '../../../../common/domain/statuses';
import type { OrphanPageEditorFieldsFragment } from '../../graphql/generated/graphql';
import { ContentEditorHeader, useContentEditor, type ContentEditor } from '../../editorKit';
import {
  orphanPageEditorAdapter,
  orphanPageErrors,
  type OrphanForm,
} from './orphanPageEditorAdapter';
import { orphanEditPath, orphanListPath } from './orphanRoutes';
import { SanitizedPreview } from './SanitizedPreview';

/** The status choices of the form (the spec names the statuses, not their labels: ours). */
export const ORPHAN_STATUS_CHOICES: Readonly<Record<OrphanStatus, string>> = {
  draft: 'Brouillon',
  published: 'En ligne',
  archived: 'Archivée',
};

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  fields: {
    display: 'grid',
    gridTemplateColumns: '2fr 2fr 1fr',
    gap: tokens.spacingHorizontalL,
  },
  switches: { display: 'flex', gap: tokens.spacingHorizontalXXL, flexWrap: 'wrap' },
  metas: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  meta: { display: 'flex', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
  sideBySide: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  source: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    height: '520px',
  },
});

type OrphanContentEditor = ContentEditor<OrphanPageEditorFieldsFragment, OrphanForm, null>;

/** The header's dates line: when the page was published and edited, or that it never was saved. */
function orphanDates(brandKey: string, saved: OrphanPageEditorFieldsFragment | null): string {
  if (!saved) return `${brandKey} · non enregistrée`;
  return [
    saved.publishedAt ? `Publiée le ${formatDateTime(new Date(saved.publishedAt))}` : null,
    saved.editedAt ? `Modifiée le ${formatDateTime(new Date(saved.editedAt))}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function OrphanPageEditor({
  brandKey,
  initial,
  newDraftId,
  toasterId,
}: {
  brandKey: string;
  initial: OrphanPageEditorFieldsFragment | null;
  /** A new page's local draft id (in the route, so a reload finds the draft again). */
  newDraftId: string;
  /** The screen's toaster: it outlives this editor when a new page's route gains its id. */
  toasterId: string;
}) {
  const styles = useStyles();
  const client = useApolloClient();
  const navigate = useNavigate();
  const adapter = useMemo(() => orphanPageEditorAdapter(client, brandKey), [client, brandKey]);
  // Local draft, outbox saves, conflicts as for articles (editorKit/useContentEditor).
  const editor = useContentEditor({
    adapter,
    initial,
    newDraftId,
    toasterId,
    // A new page moves to its edit route; the screen and its toaster stay, with the kit's message.
    onCreated: (page) => navigate(orphanEditPath(brandKey, page.id), { replace: true }),
    onLocked: (error) => editor.setFormError(error.message),
  });
  const { form, saved } = editor;

  function save() {
    // The kit shows each rule's message under its field; the page also says so in a toast.
    if (orphanPageErrors(editor.currentValues(), brandKey))
      editor.notify(MESSAGES.orphanSaveError, 'error');
    void editor.save(null, MESSAGES.orphanSaved);
  }

  return (
    <section className={styles.root} aria-labelledby="orphan-editor-title">
      {editor.overlays}
      <ContentEditorHeader
        editor={editor}
        headingId="orphan-editor-title"
        live={{ brandKey, contentType: 'orphanPage', contentId: saved?.id ?? null, editing: true }}
        title={form.title.trim() || 'Nouvelle page orpheline'}
        subtitle={orphanDates(brandKey, saved)}
        onBack={() =>
          void editor
            .confirmLeave()
            .then(
              (leave) => leave && navigate(orphanListPath(brandKey, saved?.status ?? 'published')),
            )
        }
        saveLabel={MESSAGES.save}
        onSave={save}
      />
      {editor.formError && (
        <MessageBar intent="error">
          <MessageBarBody>{editor.formError}</MessageBarBody>
        </MessageBar>
      )}
      <OrphanFields editor={editor} />
      <OrphanMetas editor={editor} />
      <OrphanSource editor={editor} />
    </section>
  );
}

/** URL, title, status and the three switches. */
function OrphanFields({ editor }: { editor: OrphanContentEditor }) {
  const styles = useStyles();
  const { form, update, fieldErrors: errors } = editor;
  return (
    <>
      <div className={styles.fields}>
        <Field label="URL" required validationMessage={errors.uri ?? errors.brandKey}>
          <Input value={form.uri} onChange={(_, d) => update({ uri: d.value })} />
        </Field>
        <Field label="Titre" validationMessage={errors.title}>
          <Input value={form.title} onChange={(_, d) => update({ title: d.value })} />
        </Field>
        <Field label="Statut" validationMessage={errors.status}>
          <Dropdown
            value={ORPHAN_STATUS_CHOICES[form.status]}
            selectedOptions={[form.status]}
            onOptionSelect={(_, d) =>
              d.optionValue && update({ status: d.optionValue as OrphanStatus })
            }
          >
            {ORPHAN_STATUSES.map((s) => (
              <Option key={s} value={s}>
                {ORPHAN_STATUS_CHOICES[s]}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      <div className={styles.switches}>
        <Switch
          label="Bandeau de consentement (CMP)"
          checked={form.isCMPEnabled}
          onChange={(_, d) => update({ isCMPEnabled: d.checked })}
        />
        <Switch
          label="Publicités"
          checked={form.isAdsEnabled}
          onChange={(_, d) => update({ isAdsEnabled: d.checked })}
        />
        <Switch
          label="Plein écran"
          checked={form.isFullScreen}
          onChange={(_, d) => update({ isFullScreen: d.checked })}
        />
      </div>
    </>
  );
}

/** The metas, one input each, added and removed. */
function OrphanMetas({ editor }: { editor: OrphanContentEditor }) {
  const styles = useStyles();
  const { form, update, fieldErrors: errors } = editor;
  return (
    <Field label="Métas" validationMessage={errors.metas}>
      <div className={styles.metas}>
        {form.metas.map((meta, index) => (
          <div className={styles.meta} key={index}>
            <Input
              className={styles.grow}
              aria-label={`Méta ${index + 1}`}
              value={meta}
              onChange={(_, d) =>
                update({ metas: form.metas.map((m, i) => (i === index ? d.value : m)) })
              }
            />
            <Button
              icon={<DeleteRegular />}
              aria-label={`Supprimer la méta ${index + 1}`}
              onClick={() => update({ metas: form.metas.filter((_, i) => i !== index) })}
            />
          </div>
        ))}
        <div>
          <Button icon={<AddRegular />} onClick={() => update({ metas: [...form.metas, ''] })}>
            Ajouter une méta
          </Button>
        </div>
      </div>
    </Field>
  );
}

/** The HTML source beside its sanitised preview. */
function OrphanSource({ editor }: { editor: OrphanContentEditor }) {
  const styles = useStyles();
  const { form, update, fieldErrors: errors } = editor;
  return (
    <div className={styles.sideBySide}>
      <Field label="Code HTML" validationMessage={errors.content}>
        <Textarea
          className={styles.source}
          textarea={{ spellCheck: false, className: styles.source }}
          resize="vertical"
          value={form.content}
          onChange={(_, d) => update({ content: d.value })}
        />
      </Field>
      <Field label="Aperçu (HTML nettoyé)">
        <SanitizedPreview html={form.content} />
      </Field>
    </div>
  );
}
