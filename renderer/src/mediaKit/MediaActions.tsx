// The two media actions as small buttons (a media field's image, a picker result), each telling
// its outcome in the shell's toaster.
import { Button, Toast, ToastTitle, Tooltip, useToastController } from '@fluentui/react-components';
import { ArrowDownloadRegular, LinkRegular } from '@fluentui/react-icons';
import type { MediaObject } from '../../../common/domain/article';
import { APP_TOASTER_ID } from '../ui/appToasterId';
import {
  MEDIA_ACTION_LABELS,
  copyMediaAddress,
  downloadMediaOriginal,
  publicAddressOf,
  type MediaActionOutcome,
} from './mediaAddressActions';

export interface MediaActionsProps {
  media: Pick<MediaObject, 'key' | 'href'>;
  /** What the image is called in the buttons' names (« Copier l'adresse de robot.jpg »). */
  name: string;
}

export function MediaActions({ media, name }: MediaActionsProps) {
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
  const tell = (outcome: MediaActionOutcome) => {
    if (!outcome.message) return;
    dispatchToast(
      <Toast>
        <ToastTitle>{outcome.message}</ToastTitle>
      </Toast>,
      { intent: outcome.ok ? 'success' : 'error' },
    );
  };
  return (
    <>
      <Tooltip content={MEDIA_ACTION_LABELS.copy} relationship="description">
        <Button
          size="small"
          appearance="subtle"
          icon={<LinkRegular />}
          aria-label={`${MEDIA_ACTION_LABELS.copy} de ${name}`}
          disabled={!publicAddressOf(media)}
          onClick={() => void copyMediaAddress(media).then(tell)}
        />
      </Tooltip>
      <Tooltip content={MEDIA_ACTION_LABELS.download} relationship="description">
        <Button
          size="small"
          appearance="subtle"
          icon={<ArrowDownloadRegular />}
          aria-label={`${MEDIA_ACTION_LABELS.download} de ${name}`}
          onClick={() => void downloadMediaOriginal(media).then(tell)}
        />
      </Tooltip>
    </>
  );
}
