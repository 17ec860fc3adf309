// What the editor kit needs to know of an article (editorKit/useContentEditor's adapter): its
// form, its draft value, its save variables and how to read it back from the server.
import { COPY_WORDINGS } from '../draftsKit/ConflictComparisonDialog';
import type { ApolloClient } from '@apollo/client';
import type { EditorView } from 'prosemirror-view';
import { isBlank } from '../../../common/domain/article';
import { MESSAGES } from '../../../common/domain/messages';
import { docToPlainText } from '../../../common/richtext';
import { draftKeyOf } from '../../../common/ipc/draftLimits';
import { docToJson } from '../editor/editorState';
import type { ContentEditorAdapter } from '../editorKit';
import type { StatusChange } from '../editorKit/useStatusChange';
import { ArticleEditorDocument, type ArticleFormat } from '../graphql/generated/graphql';
import {
  EMPTY_FORM,
  draftValueOf,
  formOf,
  formOfDraft,
  upsertVariables,
  type ArticleFormValues,
  type SavedArticle,
} from './articleForm';

export interface ArticleEditorAdapter extends ContentEditorAdapter<
  SavedArticle,
  ArticleFormValues,
  StatusChange
> {
  /** The lead and body straight from the ProseMirror views (a pending debounced change counts). */
  readLive: (
    values: ArticleFormValues,
    views: { lead: EditorView | null; body: EditorView | null },
  ) => ArticleFormValues;
}

export function articleEditorAdapter(
  client: ApolloClient,
  base: { brandKey: string; format: ArticleFormat },
): ArticleEditorAdapter {
  return {
    emptyForm: EMPTY_FORM,
    savedMessage: MESSAGES.articleSaved,
    saveErrorMessage: MESSAGES.articleSaveError,
    formOf,
    formOfDraft,
    // The format goes with the draft: « Brouillons locaux » opens it in its own editor.
    draftValueOf: (values) => ({ ...draftValueOf(values), format: base.format }),
    draftKey: (id, newDraftId) => draftKeyOf('article', base.brandKey, id, newDraftId),
    idOf: (article) => article.id,
    versionOf: (article) => article.version,
    saveVariables: (saved, values, change, basedOnVersion) =>
      upsertVariables(saved, values, base, change, basedOnVersion),
    refetch: async (id) => {
      const { data } = await client.query({
        query: ArticleEditorDocument,
        variables: { id },
        fetchPolicy: 'network-only',
      });
      return data?.article ?? null;
    },
    compareFields: (values) => [
      { label: 'Titre', text: values.title },
      { label: 'Chapô', text: docToPlainText(values.lead) },
      { label: 'Corps', text: docToPlainText(values.body) },
    ],
    copyWording: base.format === 'Video' ? COPY_WORDINGS.video : COPY_WORDINGS.article,
    newContentPath: (newDraftId) =>
      `/${base.brandKey}/${base.format === 'Video' ? 'video' : 'article'}/edit?draft=${newDraftId}`,
    checkBeforeSave: (values) =>
      isBlank(values.title) ? { title: MESSAGES.articleTitleRequired } : null,
    readLive: (values, views) => ({
      ...values,
      lead: views.lead ? docToJson(views.lead.state.doc) : values.lead,
      body: views.body ? docToJson(views.body.state.doc) : values.body,
    }),
  };
}
