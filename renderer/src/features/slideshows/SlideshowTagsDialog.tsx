// The slideshow's tags dialog (000 §2): opened by the hash 'tags-enhancement', only once the
// slideshow is saved. The tags go to the form (and its draft) and are saved with « Enregistrer ».
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import {
  ARTICLE_RELATION_LIMITS,
  relationLimitMessage,
} from '../../../../common/domain/validation/relationLimits';
import { RelationPicker, type PickableItem } from '../../editorKit/RelationPicker';
import type { RelationItem } from '../../articleKit/articleForm';

export const TAGS_HASH = 'tags-enhancement';

export function SlideshowTagsDialog({
  tags,
  onChange,
  search,
  onClose,
  validationMessage,
}: {
  tags: readonly RelationItem[];
  onChange: (tags: RelationItem[]) => void;
  search: (text: string) => Promise<PickableItem[]>;
  onClose: () => void;
  validationMessage?: string;
}) {
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Tags du diaporama</DialogTitle>
          <DialogContent>
            <RelationPicker
              label="Tags"
              selected={tags}
              onChange={(items) =>
                onChange(items.map((t) => ({ id: t.id, title: t.title, type: t.type })))
              }
              search={search}
              max={ARTICLE_RELATION_LIMITS.tags}
              limitMessage={relationLimitMessage('tags')}
              validationMessage={validationMessage}
            />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              Fermer
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
