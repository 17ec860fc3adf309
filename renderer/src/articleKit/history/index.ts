export { ArticleHistoryDialog, type ArticleHistoryDialogProps } from './ArticleHistoryDialog';
export { useArticleHistoryCount } from './useArticleHistoryCount';
export {
  HISTORY_LABELS,
  comparableTextOf,
  historyComparison,
  historyGroups,
  restoredFields,
  snapshotView,
  type ComparableText,
  type RestoredFields,
  type HistoryEntryInput,
  type HistoryGroupView,
  type SnapshotView,
} from './historyModel';
