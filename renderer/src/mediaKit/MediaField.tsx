// A media field (spec 000 §2 "Media picker", §3 "Media object"; 001 §5): drop image files on it,
// paste one, choose them with the file button, pick from the photo library, or type a URL. Each
// upload shows its placeholder at once, then its progress, then the image with its credit,
// source, caption and focus point. Reused by articles, pages, slideshows, cards, tags, authors
// and pushes:
//
//   <MediaField value={medias} onChange={setMedias} brandKey="TEL" />          one image
//   <MediaField value={medias} onChange={setMedias} brandKey="TEL" multiple max={10} />
//
// Props: value/onChange (MediaObject[]), brandKey (upload namespace, URL rules), multiple (default
// false: one image, 'Supprimez l'image avant d'en importer une nouvelle' for a file or a URL; the
// picker of a filled field says first that its pick replaces the image), max (multiple only),
// imageOnly (only the picker's Photo tab; without it the picker also offers its content tabs —
// Article, Recette, Video, Diapo — whose pick is the content's image linking to it), label,
// errors (the publish rules' messages: medias, imageCredit, imageSource), details (what the
// content stores besides the image: credit, source, caption, focus point; all by default),
// disabled (read-only under another's lock).
import {
  Button,
  Caption1,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular, ImageMultipleRegular } from '@fluentui/react-icons';
import { useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import type { MediaObject } from '../../../common/domain/article';
import { mediaOfImage } from './mediaApi';
import { addMedias, mediaFromUrl, roomLeft } from './mediaFieldRules';
import { MediaItemCard, type MediaDetail } from './MediaItemCard';
import { MediaPicker } from './MediaPicker';
import { UploadTile } from './UploadTile';
import { useUploads } from './useUploads';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  zone: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  over: {
    border: `2px dashed ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  url: { flexGrow: 1, minWidth: '240px' },
  hidden: { display: 'none' },
});

export interface MediaFieldProps {
  value: readonly MediaObject[];
  onChange(next: MediaObject[]): void;
  brandKey: string;
  multiple?: boolean;
  max?: number;
  imageOnly?: boolean;
  label?: string;
  errors?: { medias?: string; imageCredit?: string; imageSource?: string };
  details?: readonly MediaDetail[];
  requiredDetails?: readonly MediaDetail[];
  /** Read-only (a content locked by someone else): the image shows, nothing changes it. */
  disabled?: boolean;
}

export function MediaField({
  value,
  onChange,
  brandKey,
  multiple = false,
  max,
  imageOnly = false,
  label = multiple ? 'Images' : 'Image principale',
  errors,
  details,
  requiredDetails,
  disabled = false,
}: MediaFieldProps) {
  const styles = useStyles();
  const entry = useMediaEntry({ value, onChange, brandKey, multiple, max, disabled });
  const [over, setOver] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const { message, uploads } = entry;

  return (
    <Field label={label} validationMessage={errors?.medias}>
      <div className={styles.root}>
        <MediaDropZone
          entry={entry}
          over={over}
          onOver={setOver}
          multiple={multiple}
          disabled={disabled}
          onOpenPicker={() => setPickerOpen(true)}
        />
        {message && (
          <MessageBar intent="warning">
            <MessageBarBody>{message}</MessageBarBody>
          </MessageBar>
        )}
        {uploads.items.map((item) => (
          <UploadTile
            key={item.localId}
            item={item}
            onRetry={() => uploads.retry(item)}
            onCancel={() => uploads.cancel(item)}
          />
        ))}
        {value.map((media, index) => (
          <MediaItemCard
            key={media.key}
            media={media}
            errors={errors}
            details={details}
            requiredDetails={requiredDetails}
            disabled={disabled}
            onChange={(changed) => onChange(value.map((m, i) => (i === index ? changed : m)))}
            onRemove={() => onChange(value.filter((_, i) => i !== index))}
          />
        ))}
      </div>
      {pickerOpen && (
        <MediaPicker
          brandKey={brandKey}
          mode={imageOnly ? 'images' : 'medias'}
          // A filled single-image field: said in the picker before anything is chosen, and the
          // pick replaces the image (it used to close, then refuse with « Supprimez l'image… »).
          replacing={entry.replacing}
          onClose={() => setPickerOpen(false)}
          onPick={(picked) => {
            setPickerOpen(false);
            entry.pick(picked);
          }}
        />
      )}
    </Field>
  );
}

/** What the field takes in (files, a URL, a library pick) and the warning it may say. */
type MediaEntryInput = Pick<MediaFieldProps, 'value' | 'onChange' | 'brandKey' | 'max'> & {
  multiple: boolean;
  disabled: boolean;
};

function useMediaEntry({ value, onChange, brandKey, multiple, max, disabled }: MediaEntryInput) {
  const options = { multiple, max };
  const [message, setMessage] = useState<string | null>(null);
  const [url, setUrl] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const valueRef = useRef(value);
  valueRef.current = value;
  const replacing = !multiple && value.length > 0;

  const add = (added: readonly MediaObject[]) => {
    const { next, message: why } = addMedias(valueRef.current, added, options);
    setMessage(why);
    if (next.length !== valueRef.current.length) {
      valueRef.current = next;
      onChange(next);
    }
  };

  const uploads = useUploads(brandKey, (image) => add([mediaOfImage(image)]));

  const takeFiles = (files: readonly File[]) => {
    if (files.length === 0 || disabled) return;
    const room = roomLeft(value, options) - uploads.items.filter((i) => i.state !== 'error').length;
    if (room <= 0) {
      setMessage(addMedias(value, [{ key: '\u0000' }], options).message);
      return;
    }
    setMessage(null);
    uploads.add(files.slice(0, room));
  };

  const submitUrl = () => {
    const { media, error } = mediaFromUrl(url, brandKey);
    setMessage(error);
    if (media) {
      add([media]);
      setUrl('');
    }
  };

  // A full field says so before the file chooser opens, not after a file was chosen.
  const chooseFiles = () => {
    const full = roomLeft(valueRef.current, options) <= 0;
    if (full) setMessage(addMedias(valueRef.current, [{ key: '\u0000' }], options).message);
    else fileInput.current?.click();
  };

  const pick = (picked: MediaObject[]) => {
    if (replacing) {
      setMessage(null);
      const next = picked.slice(0, 1);
      valueRef.current = next;
      onChange(next);
    } else add(picked);
  };

  return {
    message,
    url,
    setUrl,
    fileInput,
    replacing,
    uploads,
    takeFiles,
    submitUrl,
    chooseFiles,
    pick,
  };
}

type MediaEntry = ReturnType<typeof useMediaEntry>;

/** The zone files are dropped or pasted on, with Importer, Médiathèque and the URL input. */
function MediaDropZone({
  entry,
  over,
  onOver,
  multiple,
  disabled,
  onOpenPicker,
}: {
  entry: MediaEntry;
  over: boolean;
  onOver(over: boolean): void;
  multiple: boolean;
  disabled: boolean;
  onOpenPicker(): void;
}) {
  const styles = useStyles();
  const { takeFiles } = entry;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    onOver(false);
    takeFiles(Array.from(event.dataTransfer.files));
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const files = Array.from(event.clipboardData.files);
    if (files.length === 0) return;
    event.preventDefault();
    takeFiles(files);
  };

  return (
    <div
      className={mergeClasses(styles.zone, over && styles.over)}
      data-testid="media-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        onOver(true);
      }}
      onDragLeave={() => onOver(false)}
      onDrop={onDrop}
      onPaste={onPaste}
    >
      <Caption1>Glissez des images ici ou</Caption1>
      <Button icon={<ArrowUploadRegular />} disabled={disabled} onClick={entry.chooseFiles}>
        Importer
      </Button>
      <Button icon={<ImageMultipleRegular />} disabled={disabled} onClick={onOpenPicker}>
        Médiathèque
      </Button>
      <ImageUrlInput entry={entry} disabled={disabled} />
      <input
        ref={entry.fileInput}
        className={styles.hidden}
        type="file"
        accept="image/*"
        multiple={multiple}
        aria-label="Choisir des fichiers"
        onChange={(event) => {
          takeFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </div>
  );
}

/** A URL typed then Entrée adds that image (mediaFieldRules.mediaFromUrl says what it accepts). */
function ImageUrlInput({ entry, disabled }: { entry: MediaEntry; disabled: boolean }) {
  const styles = useStyles();
  return (
    <Input
      className={styles.url}
      disabled={disabled}
      aria-label="URL de l'image"
      placeholder="URL de l'image puis Entrée"
      value={entry.url}
      onChange={(_, data) => entry.setUrl(data.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          entry.submitUrl();
        }
      }}
    />
  );
}
