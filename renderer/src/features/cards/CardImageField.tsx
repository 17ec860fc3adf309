// The card's one image (spec 001 §5): an image URL and its credit. A small stand-in to be swapped
// for the shared MediaField (issue 14) once it lands. While an image is set there is no input for
// another: it must be removed first, which is the rule's wording when someone tries.
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { cardImageError } from '../../../../common/domain/validation/card';
import type { CardImage } from './cardForm';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  grow: { flexGrow: 1 },
  preview: {
    width: '160px',
    height: '100px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

export const CARD_IMAGE_URL_LABEL = "URL de l'image";

export function CardImageField({
  image,
  onChange,
  error,
}: {
  image: CardImage | null;
  onChange: (image: CardImage | null) => void;
  error?: string;
}) {
  const styles = useStyles();
  const [url, setUrl] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const add = () => {
    const refused = cardImageError(image);
    if (refused) return setRefusal(refused);
    const trimmed = url.trim();
    if (!/^https?:\/\/\S+$/i.test(trimmed)) return setRefusal('Saisissez une URL http(s) valide.');
    setRefusal(null);
    setUrl('');
    onChange({ url: trimmed, credit: '' });
  };
  if (image) {
    return (
      <Field label="Image" validationMessage={error ?? refusal ?? undefined}>
        <div className={styles.row}>
          <img className={styles.preview} src={image.url} alt="Image de l'encart" />
          <Field label="Crédit" className={styles.grow}>
            <Input
              value={image.credit}
              onChange={(_, d) => onChange({ ...image, credit: d.value })}
            />
          </Field>
          <Button icon={<DeleteRegular />} onClick={() => onChange(null)}>
            Supprimer l&apos;image
          </Button>
        </div>
      </Field>
    );
  }
  return (
    <Field label={CARD_IMAGE_URL_LABEL} validationMessage={error ?? refusal ?? undefined}>
      <div className={styles.row}>
        <Input
          className={styles.grow}
          type="url"
          value={url}
          placeholder="https://…"
          onChange={(_, d) => setUrl(d.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button onClick={add}>Ajouter l&apos;image</Button>
      </div>
    </Field>
  );
}
