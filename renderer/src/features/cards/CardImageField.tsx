// The card's one image (spec 001 §5) and its credit, in the shared media field: dropped, pasted,
// imported, picked from the library or typed as an address. A card stores the image's address
// and credit only. While an image is set another is refused with the rule's wording
// ('Supprimez l'image avant d'en importer une nouvelle').
import type { MediaObject } from '../../../../common/domain/article';
import { MediaField } from '../../mediaKit';
import type { CardImage } from './cardForm';

export function CardImageField({
  image,
  onChange,
  error,
  brandKey,
}: {
  image: CardImage | null;
  onChange: (image: CardImage | null) => void;
  error?: string;
  brandKey: string;
}) {
  const medias: MediaObject[] = image
    ? [{ key: image.url, href: image.url, credit: image.credit, format: 'image' }]
    : [];
  return (
    <MediaField
      label="Image"
      value={medias}
      brandKey={brandKey}
      imageOnly
      details={['credit']}
      requiredDetails={[]}
      errors={{ medias: error }}
      onChange={(next) => {
        const media = next[0];
        const url = media?.href ?? media?.key;
        onChange(media && url ? { url, credit: media.credit ?? '' } : null);
      }}
    />
  );
}
