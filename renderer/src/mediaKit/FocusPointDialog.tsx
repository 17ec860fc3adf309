// The focus point of an image (spec 000 §3 "Media object": focusPoint x, y, relativeX, relativeY):
// click the image to place it (normalised 0–1), the existing value is shown on open, « Suggérer »
// asks the server's saliency crop (getFocusPoint).
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type MouseEvent } from 'react';
import type { FocusPoint } from '../../../common/domain/article';
import { suggestFocusPoint } from './mediaApi';

const useStyles = makeStyles({
  frame: { position: 'relative', display: 'inline-block', cursor: 'crosshair', lineHeight: 0 },
  image: { maxWidth: '100%', maxHeight: '60vh', userSelect: 'none' },
  marker: {
    position: 'absolute',
    width: '28px',
    height: '28px',
    marginLeft: '-14px',
    marginTop: '-14px',
    borderRadius: '50%',
    border: `3px solid ${tokens.colorNeutralForegroundOnBrand}`,
    boxShadow: `0 0 0 2px ${tokens.colorBrandBackground}, ${tokens.shadow8}`,
    pointerEvents: 'none',
  },
});

export interface FocusPointDialogProps {
  href: string;
  value: FocusPoint | null;
  onCancel(): void;
  onConfirm(point: FocusPoint): void;
}

export function FocusPointDialog({ href, value, onCancel, onConfirm }: FocusPointDialogProps) {
  const { point, setSize, size, busy, error, place, suggest } = useFocusPoint(href, value);

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface style={{ maxWidth: '1100px' }}>
        <DialogBody>
          <DialogTitle>Point focal</DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            <FocusFrame href={href} point={point} onPlace={place} onSize={setSize} />
            <Caption1 block>
              {point
                ? `Point focal : ${Math.round(point.relativeX * 100)} % × ${Math.round(point.relativeY * 100)} %`
                : 'Aucun point focal : cliquez sur le sujet de la photo.'}
            </Caption1>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => void suggest()} disabled={!size || busy}>
              {busy ? 'Analyse…' : 'Suggérer'}
            </Button>
            <Button onClick={onCancel}>Annuler</Button>
            <Button
              appearance="primary"
              disabled={!point}
              onClick={() => point && onConfirm(point)}
            >
              Valider
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

interface ImageSize {
  width: number;
  height: number;
}

/** The point being placed, the image's natural size, and « Suggérer »'s call to the server. */
function useFocusPoint(href: string, value: FocusPoint | null) {
  const [point, setPoint] = useState<FocusPoint | null>(value);
  const [size, setSize] = useState<ImageSize | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const place = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const relativeX = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    const relativeY = Math.min(1, Math.max(0, (event.clientY - box.top) / box.height));
    setPoint({
      relativeX: Math.round(relativeX * 10000) / 10000,
      relativeY: Math.round(relativeY * 10000) / 10000,
      x: Math.round(relativeX * (size?.width ?? 0)),
      y: Math.round(relativeY * (size?.height ?? 0)),
    });
  };

  const suggest = async () => {
    if (!size) return;
    setBusy(true);
    setError(null);
    try {
      setPoint(await suggestFocusPoint(href, size.width, size.height));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Une erreur est survenue');
    } finally {
      setBusy(false);
    }
  };

  return { point, size, setSize, busy, error, place, suggest };
}

/** The image, clicked to place the point, with its marker. */
function FocusFrame({
  href,
  point,
  onPlace,
  onSize,
}: {
  href: string;
  point: FocusPoint | null;
  onPlace(event: MouseEvent<HTMLDivElement>): void;
  onSize(size: ImageSize): void;
}) {
  const styles = useStyles();
  return (
    <div
      className={styles.frame}
      onClick={onPlace}
      role="button"
      tabIndex={0}
      aria-label="Cliquez sur l'image pour placer le point focal"
      onKeyDown={() => undefined}
    >
      <img
        className={styles.image}
        src={href}
        alt=""
        draggable={false}
        onLoad={(e) =>
          onSize({
            width: e.currentTarget.naturalWidth,
            height: e.currentTarget.naturalHeight,
          })
        }
      />
      {point && (
        <span
          className={styles.marker}
          data-testid="focus-marker"
          style={{ left: `${point.relativeX * 100}%`, top: `${point.relativeY * 100}%` }}
        />
      )}
    </div>
  );
}
