// The article's main media (spec 000 §2; 001 §5 "Media URL input"): the slot where the media
// area's field and picker mount. Until that field exists, the spec's media URL input: the image's
// address (https added when missing, a Cerise brand's www host becoming its news host), its
// credit, source and caption. The first media is the article's image, required to publish.
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { MediaObject } from '../../../../common/domain/article';
import { normalizeMediaUrl } from '../../../../common/domain/validation/mediaUrl';
import type { FieldErrors } from '../../editorKit';
import { Thumbnail } from '../../ui/Thumbnail';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  wide: { gridColumn: '1 / -1' },
  preview: { maxHeight: '120px', maxWidth: '100%', objectFit: 'contain' },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
});

export interface ArticleMediaSlotProps {
  brandKey: string;
  medias: readonly MediaObject[];
  onChange: (medias: MediaObject[]) => void;
  fieldErrors: FieldErrors;
  isVideo: boolean;
}

export function ArticleMediaSlot({
  brandKey,
  medias,
  onChange,
  fieldErrors,
  isVideo,
}: ArticleMediaSlotProps) {
  const styles = useStyles();
  const main = medias[0] ?? null;
  const [url, setUrl] = useState(main?.href ?? '');
  const setMain = (change: Partial<MediaObject>) => {
    const next: MediaObject = {
      ...(main ?? { key: '', format: isVideo ? 'video' : 'image' }),
      ...change,
    };
    onChange([next, ...medias.slice(1)]);
  };
  const commitUrl = () => {
    if (url.trim() === '') {
      if (main) onChange(medias.slice(1));
      return;
    }
    const href = normalizeMediaUrl(url, brandKey);
    setUrl(href);
    if (href !== main?.href) setMain({ key: href, href });
  };
  const label = isVideo ? 'Média de la vidéo (URL)' : 'Image principale (URL)';
  return (
    <div className={styles.root} data-testid="article-media-slot">
      <div className={`${styles.row} ${styles.wide}`}>
        <Field label={label} className={styles.grow} validationMessage={fieldErrors.medias}>
          <Input
            type="url"
            value={url}
            placeholder="https://…"
            onChange={(_, data) => setUrl(data.value)}
            onBlur={commitUrl}
            onKeyDown={(event) => event.key === 'Enter' && commitUrl()}
          />
        </Field>
        {main && (
          <Button
            icon={<DeleteRegular />}
            aria-label="Retirer l'image"
            onClick={() => {
              setUrl('');
              onChange(medias.slice(1));
            }}
          />
        )}
      </div>
      {main?.href && !isVideo && (
        <Thumbnail
          className={`${styles.preview} ${styles.wide}`}
          src={main.href}
          alt={main.caption ?? ''}
        />
      )}
      {main && <MainMediaDetails main={main} fieldErrors={fieldErrors} setMain={setMain} />}
    </div>
  );
}

/** The main media's credit, source and caption: edited in place on the first media. */
function MainMediaDetails({
  main,
  fieldErrors,
  setMain,
}: {
  main: MediaObject;
  fieldErrors: FieldErrors;
  setMain: (change: Partial<MediaObject>) => void;
}) {
  const styles = useStyles();
  return (
    <>
      <Field label="Crédit" validationMessage={fieldErrors.imageCredit}>
        <Input value={main.credit ?? ''} onChange={(_, data) => setMain({ credit: data.value })} />
      </Field>
      <Field label="Source de l'image" validationMessage={fieldErrors.imageSource}>
        <Input value={main.source ?? ''} onChange={(_, data) => setMain({ source: data.value })} />
      </Field>
      <Field label="Légende" className={styles.wide}>
        <Input
          value={main.caption ?? ''}
          onChange={(_, data) => setMain({ caption: data.value })}
        />
      </Field>
    </>
  );
}
