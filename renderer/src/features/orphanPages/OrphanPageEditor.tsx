// The orphan page editor (spec 000 §2, §3, §4 "Orphan page"; 001 §5, §8): URL, title, status,
// the metas list, the three switches, and the HTML source beside its sanitised preview.
// 'Votre page a bien été sauvegardée' once the server saved it; 'Erreur durant la sauvegarde de
// la page' otherwise, with the server's message under the field it concerns (duplicate URL).
import { useApolloClient } from '@apollo/client/react';
import {
  Button,
  Caption1,
  Dropdown,
  Field,
  Input,
  Option,
  Switch,
  Textarea,
  Title2,
  Toast,
  ToastTitle,
  makeStyles,
  tokens,
  useToastController,
} from '@fluentui/react-components';
import { AddRegular, ArrowLeftRegular, DeleteRegular, SaveRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../../common/domain/dates';
import { MESSAGES } from '../../../../common/domain/messages';
import { ORPHAN_STATUSES, type OrphanStatus } from '../../../../common/domain/statuses';
import { validateOrphanPage } from '../../../../common/domain/validation/orphanPage';
import type { FieldErrors } from '../../../../common/domain/validation/fieldErrors';
import {
  UpsertOrphanPageDocument,
  type OrphanPageEditorFieldsFragment,
} from '../../graphql/generated/graphql';
import { apiErrorOf } from '../../editorKit/apiError';
import { useUnsavedChangesGuard } from '../../editorKit/useUnsavedChangesGuard';
import { orphanEditPath, orphanListPath } from './orphanRoutes';
import { SanitizedPreview } from './SanitizedPreview';

/** The status choices of the form (the spec names the statuses, not their labels: ours). */
export const ORPHAN_STATUS_CHOICES: Readonly<Record<OrphanStatus, string>> = {
  draft: 'Brouillon',
  published: 'En ligne',
  archived: 'Archivée',
};

interface OrphanForm {
  uri: string;
  title: string;
  content: string;
  metas: string[];
  isCMPEnabled: boolean;
  isAdsEnabled: boolean;
  isFullScreen: boolean;
  status: OrphanStatus;
}

function formOf(page: OrphanPageEditorFieldsFragment | null): OrphanForm {
  return page
    ? {
        uri: page.uri,
        title: page.title,
        content: page.content,
        metas: [...page.metas],
        isCMPEnabled: page.isCMPEnabled,
        isAdsEnabled: page.isAdsEnabled,
        isFullScreen: page.isFullScreen,
        status: page.status,
      }
    : {
        uri: '',
        title: '',
        content: '',
        metas: [],
        isCMPEnabled: true,
        isAdsEnabled: true,
        isFullScreen: false,
        status: 'draft',
      };
}

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  heading: { flexGrow: 1, margin: 0 },
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
  muted: { color: tokens.colorNeutralForeground3 },
});

export function OrphanPageEditor({
  brandKey,
  initial,
  toasterId,
}: {
  brandKey: string;
  initial: OrphanPageEditorFieldsFragment | null;
  toasterId: string;
}) {
  const styles = useStyles();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { dispatchToast } = useToastController(toasterId);
  const [saved, setSaved] = useState(initial);
  const savedForm = useMemo(() => formOf(saved), [saved]);
  const [form, setForm] = useState<OrphanForm>(savedForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const changed = JSON.stringify(form) !== JSON.stringify(savedForm);
  const changedRef = useRef(changed);
  useEffect(() => {
    changedRef.current = changed;
  });
  const { confirmLeave } = useUnsavedChangesGuard({
    hasUnwrittenEdits: () => changedRef.current,
    flush: async () => {},
  });

  const toast = (message: string, intent: 'success' | 'error') =>
    dispatchToast(
      <Toast>
        <ToastTitle>{message}</ToastTitle>
      </Toast>,
      { intent },
    );
  const update = (change: Partial<OrphanForm>) => {
    setForm((f) => ({ ...f, ...change }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(change)) delete next[key];
      return next;
    });
  };

  async function save() {
    const local = validateOrphanPage({ id: saved?.id ?? null, brandKey, uri: form.uri }, []);
    if (form.uri.trim() === '') local.uri = "L'URL est obligatoire.";
    if (Object.keys(local).length > 0) {
      setErrors(local);
      toast(MESSAGES.orphanSaveError, 'error');
      return;
    }
    setSaving(true);
    const fields = { ...form, metas: form.metas.map((m) => m.trim()).filter((m) => m !== '') };
    try {
      const result = await client.mutate({
        mutation: UpsertOrphanPageDocument,
        variables: saved
          ? {
              where: { id: saved.id },
              create: { brandKey, ...fields },
              update: { version: saved.version, ...fields },
            }
          : { create: { brandKey, ...fields }, update: { version: 0, ...fields } },
      });
      if (result.error || !result.data) {
        const error = apiErrorOf(result.error);
        setErrors(error.fields);
        toast(
          error.fields.uri === MESSAGES.orphanDuplicateUrl
            ? MESSAGES.orphanDuplicateUrl
            : MESSAGES.orphanSaveError,
          'error',
        );
        return;
      }
      const page = result.data.upsertOrphanPage;
      setSaved(page);
      setForm(formOf(page));
      // A new page moves to its edit route (another screen): the message travels with it.
      if (!saved)
        navigate(orphanEditPath(brandKey, page.id), {
          replace: true,
          state: { toast: MESSAGES.orphanSaved },
        });
      else toast(MESSAGES.orphanSaved, 'success');
    } catch {
      toast(MESSAGES.orphanSaveError, 'error');
    } finally {
      setSaving(false);
    }
  }

  const dates = saved
    ? [
        saved.publishedAt ? `Publiée le ${formatDateTime(new Date(saved.publishedAt))}` : null,
        saved.editedAt ? `Modifiée le ${formatDateTime(new Date(saved.editedAt))}` : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : `${brandKey} · non enregistrée`;

  return (
    <section className={styles.root} aria-labelledby="orphan-editor-title">
      <div className={styles.header}>
        <Button
          appearance="subtle"
          icon={<ArrowLeftRegular />}
          aria-label="Retour à la liste"
          onClick={() =>
            void confirmLeave().then(
              (leave) => leave && navigate(orphanListPath(brandKey, saved?.status ?? 'published')),
            )
          }
        />
        <div className={styles.heading}>
          <Title2 as="h1" id="orphan-editor-title">
            {form.title.trim() || 'Nouvelle page orpheline'}
          </Title2>
          <br />
          <Caption1 className={styles.muted}>{dates}</Caption1>
        </div>
        <Button
          appearance="primary"
          icon={<SaveRegular />}
          disabled={saving}
          onClick={() => void save()}
        >
          {MESSAGES.save}
        </Button>
      </div>
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
    </section>
  );
}
