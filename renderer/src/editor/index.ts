// Public surface of the editor for the article screen.
export {
  RichTextEditor,
  type RichTextEditorProps,
  type InternalLinkResult,
  type InternalLinkTarget,
  type ResolvedInternalArticle,
  mainSpelling,
} from './RichTextEditor';
export { htmlToDoc } from './htmlToDoc';
export { bodySchema, leadSchema, schemaFor } from './schema';
