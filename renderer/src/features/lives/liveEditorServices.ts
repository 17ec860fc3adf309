// What the live's rich-text editors need from the app (links, brand plugins, the multimedia
// element's picker, error display).
import type { RichTextEditorProps } from '../../editor';

export type LiveEditorServices = Pick<
  RichTextEditorProps,
  | 'brandProfile'
  | 'searchInternalLinks'
  | 'resolveInternalArticle'
  | 'renderMultimediaPicker'
  | 'onError'
>;
