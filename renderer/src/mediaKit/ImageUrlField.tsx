// An image stored by its address alone (a tag's image, an author's avatar, a page link's image):
// the shared media field — drop, paste, import, the library, or an address typed — with nothing
// kept of the image but its URL, so what these contents store does not change.
import type { MediaObject } from '../../../common/domain/article';
import { MediaField } from './MediaField';

export function ImageUrlField({
  label,
  value,
  onChange,
  brandKey,
  disabled,
}: {
  label: string;
  value: string;
  onChange(url: string): void;
  /** The upload namespace and the URL rules' brand. */
  brandKey: string;
  disabled?: boolean;
}) {
  const url = value.trim();
  const medias: MediaObject[] = url ? [{ key: url, href: url, format: 'image' }] : [];
  return (
    <MediaField
      label={label}
      value={medias}
      brandKey={brandKey}
      imageOnly
      details={[]}
      disabled={disabled}
      onChange={(next) => onChange(next[0]?.href ?? next[0]?.key ?? '')}
    />
  );
}
