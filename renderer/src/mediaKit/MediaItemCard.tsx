// One image of a media field: its preview, the details its content stores (credit, source,
// caption, focus point; an article's image has all four, an author's avatar none), remove, and the
// media actions (copy its public address, download its original).
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, TargetRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { MediaObject } from '../../../common/domain/article';
import { Thumbnail } from '../ui/Thumbnail';
import { FocusPointDialog } from './FocusPointDialog';
import { MediaActions } from './MediaActions';

export type MediaDetail = 'credit' | 'source' | 'caption' | 'focusPoint';
/** The details typed as text, and the publish rule's message each may show. */
const TEXT_DETAILS: readonly {
  name: Exclude<MediaDetail, 'focusPoint'>;
  label: string;
  error?: 'imageCredit' | 'imageSource';
}[] = [
  { name: 'credit', label: 'Crédit', error: 'imageCredit' },
  { name: 'source', label: 'Source', error: 'imageSource' },
  { name: 'caption', label: 'Légende' },
];

export const ALL_MEDIA_DETAILS: readonly MediaDetail[] = [
  'credit',
  'source',
  'caption',
  'focusPoint',
];

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gridTemplateColumns: '180px 1fr',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  preview: {
    position: 'relative',
    width: '180px',
    height: '120px',
    backgroundColor: tokens.colorNeutralBackground4,
    borderRadius: tokens.borderRadiusSmall,
    overflow: 'hidden',
  },
  image: { width: '100%', height: '100%', objectFit: 'cover' },
  dot: {
    position: 'absolute',
    width: '10px',
    height: '10px',
    marginLeft: '-5px',
    marginTop: '-5px',
    borderRadius: '50%',
    backgroundColor: tokens.colorBrandBackground,
    border: `2px solid ${tokens.colorNeutralForegroundOnBrand}`,
  },
  fields: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: tokens.spacingHorizontalS,
    alignContent: 'start',
  },
  wide: { gridColumn: '1 / -1' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, gridColumn: '1 / -1' },
});

export interface MediaItemCardProps {
  media: MediaObject;
  onChange(media: MediaObject): void;
  onRemove(): void;
  errors?: { imageCredit?: string; imageSource?: string };
  /** What this content stores of its image besides the image itself (all by default). */
  details?: readonly MediaDetail[];
  /** The details publishing asks for (an article's credit and source); a card's are optional. */
  requiredDetails?: readonly MediaDetail[];
  disabled?: boolean;
}

export function MediaItemCard({
  media,
  onChange,
  onRemove,
  errors,
  details = ALL_MEDIA_DETAILS,
  requiredDetails = ['credit', 'source'],
  disabled = false,
}: MediaItemCardProps) {
  const styles = useStyles();
  const [focusOpen, setFocusOpen] = useState(false);
  const name = media.caption || media.key.split('/').pop() || 'image';
  return (
    <div className={styles.card} role="group" aria-label={`Image ${name}`}>
      <MediaPreview media={media} />
      <div className={styles.fields}>
        <MediaTextDetails
          media={media}
          onChange={onChange}
          errors={errors}
          details={details}
          requiredDetails={requiredDetails}
          disabled={disabled}
        />
        <div className={styles.actions}>
          {details.includes('focusPoint') && (
            <Button
              icon={<TargetRegular />}
              disabled={disabled || !media.href}
              onClick={() => setFocusOpen(true)}
            >
              Point focal
            </Button>
          )}
          <Button
            icon={<DeleteRegular />}
            appearance="subtle"
            disabled={disabled}
            onClick={onRemove}
          >
            Supprimer
          </Button>
          {/* Reading actions: offered even under another's lock. */}
          <MediaActions media={media} name={name} />
        </div>
      </div>
      {focusOpen && media.href && (
        <FocusPointDialog
          href={media.href}
          value={media.focusPoint ?? null}
          onCancel={() => setFocusOpen(false)}
          onConfirm={(focusPoint) => {
            setFocusOpen(false);
            onChange({ ...media, focusPoint });
          }}
        />
      )}
    </div>
  );
}

/** The image, and a dot on its focus point. */
function MediaPreview({ media }: { media: MediaObject }) {
  const styles = useStyles();
  return (
    <div className={styles.preview}>
      {media.href && (
        <Thumbnail
          className={styles.image}
          src={media.href}
          alt={media.caption || "Aperçu de l'image"}
        />
      )}
      {media.focusPoint && (
        <span
          className={styles.dot}
          style={{
            left: `${media.focusPoint.relativeX * 100}%`,
            top: `${media.focusPoint.relativeY * 100}%`,
          }}
        />
      )}
    </div>
  );
}

/** One input per text detail the content stores (credit, source, caption), in that order. */
function MediaTextDetails({
  media,
  onChange,
  errors,
  details,
  requiredDetails,
  disabled,
}: Required<Omit<MediaItemCardProps, 'onRemove' | 'errors'>> & Pick<MediaItemCardProps, 'errors'>) {
  const styles = useStyles();
  return (
    <>
      {TEXT_DETAILS.filter(({ name }) => details.includes(name)).map(({ name, label, error }) => (
        <Field
          key={name}
          label={label}
          className={name === 'caption' ? styles.wide : undefined}
          required={requiredDetails.includes(name)}
          validationMessage={!media[name] && error ? errors?.[error] : undefined}
        >
          <Input
            disabled={disabled}
            value={media[name] ?? ''}
            onChange={(_, data) => onChange({ ...media, [name]: data.value })}
          />
        </Field>
      ))}
    </>
  );
}
