// Image files dropped or pasted on the article's body: uploaded like the media field's, each
// with its placeholder and progress above the body, then inserted as an image element (key, href,
// credit, source, caption from the server) after the block where it was dropped, or after the
// cursor's block for a paste. Files are caught before ProseMirror sees them; text, links and HTML
// go on to the editor's own paste rules.
import { makeStyles, tokens } from '@fluentui/react-components';
import type { EditorView } from 'prosemirror-view';
import { useRef, type ReactNode } from 'react';
import type { UploadedImage } from '../../../common/ipc/channels';
import { UploadTile } from './UploadTile';
import { useUploads } from './useUploads';

const useStyles = makeStyles({
  tiles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

export interface BodyImageDropProps {
  /** The body's live editor view (null until mounted). */
  view: () => EditorView | null | undefined;
  brandKey: string;
  children: ReactNode;
}

function insertImage(view: EditorView, image: UploadedImage, at: number | null): void {
  const type = view.state.schema.nodes.image;
  if (!type) return;
  const node = type.create({
    key: image.key,
    href: image.url,
    credit: image.credit ?? '',
    source: image.source ?? '',
    caption: image.caption ?? '',
  });
  const { doc } = view.state;
  const anchor = Math.min(at ?? view.state.selection.to, doc.content.size);
  const $pos = doc.resolve(anchor);
  const after = $pos.depth > 0 ? $pos.after(1) : anchor;
  view.dispatch(view.state.tr.insert(after, node).scrollIntoView());
}

export function BodyImageDrop({ view, brandKey, children }: BodyImageDropProps) {
  const styles = useStyles();
  const positions = useRef(new Map<string, number | null>());
  const uploads = useUploads(brandKey, (image, item) => {
    const current = view();
    if (current) insertImage(current, image, positions.current.get(item.name) ?? null);
  });

  const take = (files: File[], at: number | null) => {
    for (const file of files) positions.current.set(file.name, at);
    uploads.add(files);
  };

  return (
    <div
      data-testid="body-drop-zone"
      onDragOverCapture={(event) => {
        if (event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDropCapture={(event) => {
        const files = Array.from(event.dataTransfer.files);
        if (files.length === 0) return;
        event.preventDefault();
        event.stopPropagation();
        const at = view()?.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null;
        take(files, at);
      }}
      onPasteCapture={(event) => {
        const files = Array.from(event.clipboardData.files);
        if (files.length === 0) return;
        event.preventDefault();
        event.stopPropagation();
        take(files, null);
      }}
    >
      {uploads.items.length > 0 && (
        <div className={styles.tiles}>
          {uploads.items.map((item) => (
            <UploadTile
              key={item.localId}
              item={item}
              onRetry={() => uploads.retry(item)}
              onCancel={() => uploads.cancel(item)}
            />
          ))}
        </div>
      )}
      {children}
    </div>
  );
}
