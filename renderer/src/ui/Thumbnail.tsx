// A remote image in a list, tile or preview. Offline (on a train) or with the image CDN down, the
// browser would draw its broken-image icon in every row; this shows a quiet frame with an icon and
// « Image indisponible » instead, and tries again when the address changes.
import { mergeClasses, makeStyles, tokens } from '@fluentui/react-components';
import { ImageOffRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { MESSAGES } from '../../../common/domain/messages';

const useStyles = makeStyles({
  unavailable: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground4,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

export interface ThumbnailProps {
  src: string;
  className?: string;
  alt?: string;
  loading?: 'lazy' | 'eager';
  /** 'async': the frame is drawn without waiting for the image to be decoded. */
  decoding?: 'async' | 'sync' | 'auto';
  draggable?: boolean;
}

export function Thumbnail({
  src,
  className,
  alt = '',
  loading,
  decoding,
  draggable,
}: ThumbnailProps) {
  const styles = useStyles();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <span
        className={mergeClasses(className, styles.unavailable)}
        role="img"
        aria-label={MESSAGES.imageUnavailable}
        title={MESSAGES.imageUnavailable}
      >
        <ImageOffRegular />
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      loading={loading}
      decoding={decoding}
      draggable={draggable}
      onError={() => setFailedSrc(src)}
    />
  );
}
