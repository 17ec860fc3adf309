// The video of a Video article (issue 32; spec 000 §3 "Video upload progress", §4 "Video upload"):
// with no video, a drop zone and « Choisir une vidéo »; while the file goes to the host, its name,
// « 120 Mo sur 2 Go », a progress bar and the state in words, with « Annuler » (and « Réessayer »
// once interrupted); with a video, its poster, duration, dimensions, codecs, state and host.
import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular, DismissRegular, ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useRef, useState, type DragEvent } from 'react';
import { MESSAGES } from '../../../../../common/domain/messages';
import type { VideoUploadJob } from '../../../../../common/ipc/channels';
import type { ArticleVideo } from './useArticleVideo';
import type { VideoUpload } from './useVideoUpload';
import { UPLOAD_STATE_LABELS, formatDuration, formatProgress, receivedShare } from './videoFormat';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  drop: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXL,
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
  },
  dropActive: {
    border: `2px dashed ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
  },
  hidden: { display: 'none' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  interrupted: { color: tokens.colorPaletteRedForeground1 },
  video: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  poster: {
    width: '240px',
    maxWidth: '40%',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  detail: { margin: 0 },
  pair: { display: 'contents' },
});

export interface VideoPanelProps {
  upload: VideoUpload;
  video: ArticleVideo | null;
  /** The article's status: Pending while the host processes the video. */
  articleStatus: string | null;
}

export function VideoPanel({ upload, video, articleStatus }: VideoPanelProps) {
  const styles = useStyles();
  const { job } = upload;
  const showJob = job !== null && job.state !== 'cancelled' && !(video && job.state === 'attached');
  return (
    <section className={styles.root} aria-label="Vidéo" data-testid="video-panel">
      {upload.error && (
        <MessageBar intent="error">
          <MessageBarBody>{upload.error}</MessageBarBody>
        </MessageBar>
      )}
      {video && <VideoFacts video={video} articleStatus={articleStatus} />}
      {showJob && <UploadProgress job={job} upload={upload} />}
      {!video && !showJob && <DropZone onFile={upload.choose} />}
    </section>
  );
}

/** « Déposez une vidéo ici », or « Choisir une vidéo » from the keyboard. */
function DropZone({ onFile }: { onFile: (file: File) => void }) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onFile(file);
  };
  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };
  return (
    <div
      className={mergeClasses(styles.drop, over && styles.dropActive)}
      data-testid="video-drop-zone"
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Text>{MESSAGES.videoDropHere}</Text>
      <Button icon={<ArrowUploadRegular />} onClick={() => input.current?.click()}>
        {MESSAGES.videoChoose}
      </Button>
      <input
        ref={input}
        className={styles.hidden}
        type="file"
        accept="video/*"
        aria-label={MESSAGES.videoChoose}
        tabIndex={-1}
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}

/** The file on its way: name, received of size, the bar, the state, « Annuler » / « Réessayer ». */
function UploadProgress({ job, upload }: { job: VideoUploadJob; upload: VideoUpload }) {
  const styles = useStyles();
  const interrupted = job.state === 'interrupted';
  // Up, but the article refused it (main keeps the file and asks again on « Réessayer »).
  const refused = job.state === 'done' && job.error !== null;
  const cancellable = job.state === 'uploading' || job.state === 'done' || interrupted;
  const label = UPLOAD_STATE_LABELS[job.state];
  // Main's reason, when it says more than the state does.
  const reason = job.error && job.error !== label ? job.error : null;
  return (
    <div data-testid="video-upload">
      <div className={styles.row}>
        <Text weight="semibold" className={styles.grow}>
          {job.name}
        </Text>
        <Text>{formatProgress(job.received, job.size)}</Text>
      </div>
      <Field
        label={`Envoi de ${job.name}`}
        validationState={interrupted || refused ? 'error' : 'none'}
        validationMessage={reason ?? undefined}
      >
        <ProgressBar
          value={receivedShare(job)}
          max={1}
          color={interrupted ? 'error' : job.state === 'uploading' ? 'brand' : 'success'}
          thickness="large"
        />
      </Field>
      <div className={styles.row} aria-live="polite">
        <Text
          className={mergeClasses(styles.grow, interrupted && styles.interrupted)}
          data-testid="video-upload-state"
        >
          {label}
          {job.host ? ` · ${job.host}` : ''}
        </Text>
        {(interrupted || refused) && (
          <Button icon={<ArrowClockwiseRegular />} onClick={upload.retry}>
            Réessayer
          </Button>
        )}
        {cancellable && (
          <Button icon={<DismissRegular />} onClick={upload.cancel}>
            Annuler
          </Button>
        )}
      </div>
    </div>
  );
}

const HOST_LABELS: Record<ArticleVideo['host'], string> = {
  Own: 'Serveur de la rédaction',
  Dailymotion: 'Dailymotion',
};

/** The hosted video: poster, duration, dimensions, codecs, state, host. */
function VideoFacts({
  video,
  articleStatus,
}: {
  video: ArticleVideo;
  articleStatus: string | null;
}) {
  const styles = useStyles();
  const state =
    video.state === 'Failed'
      ? MESSAGES.videoFailed
      : video.state === 'Processing' || articleStatus === 'Pending'
        ? MESSAGES.videoProcessing
        : MESSAGES.videoReady;
  const codecs = [video.videoCodec, video.audioCodec].filter(Boolean).join(' / ');
  const facts: Array<[string, string]> = [
    ['État', state],
    ...(video.duration != null
      ? ([['Durée', formatDuration(video.duration)]] as Array<[string, string]>)
      : []),
    ...(video.width && video.height
      ? ([['Dimensions', `${video.width} × ${video.height}`]] as Array<[string, string]>)
      : []),
    ...(codecs ? ([['Codecs', codecs]] as Array<[string, string]>) : []),
    ['Hébergement', HOST_LABELS[video.host]],
  ];
  return (
    <div className={styles.video} data-testid="video-facts">
      {video.posterUrl ? (
        <img className={styles.poster} src={video.posterUrl} alt="Image de la vidéo" />
      ) : (
        <div className={styles.poster} aria-hidden />
      )}
      <div>
        <dl className={styles.facts}>
          {facts.map(([term, detail]) => (
            <div key={term} className={styles.pair}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.detail}>{detail}</dd>
            </div>
          ))}
        </dl>
        {video.state === 'Failed' && video.error && (
          <MessageBar intent="error">
            <MessageBarBody>{video.error}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </div>
  );
}
