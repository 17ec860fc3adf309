// What the editor kit needs to know of an orphan page (editorKit/useContentEditor's adapter): its
// local draft (`orphanpage:brand:id`), saves through main's outbox (main's registry replays them
// as upsertOrphanPage), 'Votre page a bien été sauvegardée' once acknowledged, conflicts.
import { MESSAGES } from '../../../../common/domain/messages';
import { COPY_WORDINGS } from '../../draftsKit/ConflictComparisonDialog';
import type { ApolloClient } from '@apollo/client';
import { ORPHAN_STATUSES, type OrphanStatus } from '../../../../common/domain/statuses';
import {
  orphanHeadErrors,
  validateOrphanPage,
} from '../../../../common/domain/validation/orphanPage';
import { draftKeyOf } from '../../../../common/ipc/draftLimits';
import type { ContentEditorAdapter } from '../../editorKit';
import {
  OrphanPageEditorDocument,
  type OrphanPageEditorFieldsFragment,
} from '../../graphql/generated/graphql';
import { orphanNewPath } from './orphanRoutes';

export interface OrphanForm {
  uri: string;
  title: string;
  content: string;
  metas: string[];
  isCMPEnabled: boolean;
  isAdsEnabled: boolean;
  isFullScreen: boolean;
  status: OrphanStatus;
}

export const EMPTY_ORPHAN_FORM: OrphanForm = {
  uri: '',
  title: '',
  content: '',
  metas: [],
  isCMPEnabled: true,
  isAdsEnabled: true,
  isFullScreen: false,
  status: 'draft',
};

export function orphanFormOf(page: OrphanPageEditorFieldsFragment): OrphanForm {
  return {
    uri: page.uri,
    title: page.title,
    content: page.content,
    metas: [...page.metas],
    isCMPEnabled: page.isCMPEnabled,
    isAdsEnabled: page.isAdsEnabled,
    isFullScreen: page.isFullScreen,
    status: page.status,
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const flag = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : fallback;

/** A draft read back from disk: anything not of the form's shape is left empty, never trusted. */
export function orphanFormOfDraft(value: Record<string, unknown>): OrphanForm {
  const e = EMPTY_ORPHAN_FORM;
  return {
    uri: text(value.uri),
    title: text(value.title),
    content: text(value.content),
    metas: Array.isArray(value.metas) ? value.metas.filter((m) => typeof m === 'string') : [],
    isCMPEnabled: flag(value.isCMPEnabled, e.isCMPEnabled),
    isAdsEnabled: flag(value.isAdsEnabled, e.isAdsEnabled),
    isFullScreen: flag(value.isFullScreen, e.isFullScreen),
    status: (ORPHAN_STATUSES as readonly string[]).includes(text(value.status))
      ? (value.status as OrphanStatus)
      : e.status,
  };
}

export type OrphanPageEditorAdapter = ContentEditorAdapter<
  OrphanPageEditorFieldsFragment,
  OrphanForm,
  null
>;

export function orphanPageEditorAdapter(
  client: ApolloClient,
  brandKey: string,
): OrphanPageEditorAdapter {
  return {
    emptyForm: EMPTY_ORPHAN_FORM,
    savedMessage: MESSAGES.orphanSaved,
    // Spec 001 §8's save failure message under the form (the toast says the page's own).
    saveErrorMessage: MESSAGES.articleSaveError,
    formOf: orphanFormOf,
    formOfDraft: orphanFormOfDraft,
    draftValueOf: (values) => ({ ...values }),
    draftKey: (id, newDraftId) => draftKeyOf('orphanpage', brandKey, id, newDraftId),
    idOf: (page) => page.id,
    versionOf: (page) => page.version,
    saveVariables: (saved, form, _change, basedOnVersion) =>
      upsertOrphanVariables(
        brandKey,
        form,
        saved ? { id: saved.id } : null,
        saved ? (basedOnVersion ?? saved.version) : 0,
      ),
    refetch: async (id) => {
      const { data } = await client.query({
        query: OrphanPageEditorDocument,
        variables: { id },
        fetchPolicy: 'network-only',
      });
      return data?.orphanPage ?? null;
    },
    compareFields: (values) => [
      { label: 'URL', text: values.uri },
      { label: 'Titre', text: values.title },
      { label: 'Code HTML', text: values.content },
    ],
    copyWording: COPY_WORDINGS.orphanpage,
    newContentPath: (newDraftId) => `${orphanNewPath(brandKey)}?draft=${newDraftId}`,
    checkBeforeSave: (form) => orphanPageErrors(form, brandKey),
  };
}

/** upsertOrphanPage's variables: a creation (no `where`), or an update naming its version. */
export function upsertOrphanVariables(
  brandKey: string,
  form: OrphanForm,
  where: { id: string } | null,
  version: number,
) {
  const fields = { ...form, metas: form.metas.map((m) => m.trim()).filter((m) => m !== '') };
  return {
    ...(where ? { where } : {}),
    create: { brandKey, ...fields },
    update: { version, ...fields },
  };
}

/** The rules checked before a save is queued (the server checks them again, duplicates too). */
export function orphanPageErrors(
  form: OrphanForm,
  brandKey: string,
): Record<string, string> | null {
  const local = {
    ...orphanHeadErrors(form),
    ...validateOrphanPage({ id: null, brandKey, uri: form.uri }, []),
  };
  if (form.uri.trim() === '') local.uri = "L'URL est obligatoire.";
  return Object.keys(local).length > 0 ? local : null;
}
