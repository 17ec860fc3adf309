export { ArticleHistoryDialog, type ArticleHistoryDialogProps } from './ArticleHistoryDialog';
export { useArticleHistoryCount } from './useArticleHistoryCount';
export {
  HISTORY_LABELS,
  historyGroups,
  snapshotView,
  type HistoryEntryInput,
  type HistoryGroupView,
  type SnapshotView,
} from './historyModel';
