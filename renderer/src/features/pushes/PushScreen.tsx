// The push screen (spec 000 §2 "Push screen", 001 §5, §9): `/:brandKey/mobilepush/add`, and from the
// article's « Push » action with the article prefilled (`?article=<id>`, or the spec's `?id=`).
// Title and message with n/max counters that turn red past the guidance (40/50) and stop at 50/150,
// the image (media field; its width is checked by the server on the real image), the send date
// (now or later, Paris time), the brand's platforms, the smart segments and the brand's segments,
// then the article's push history (20) where cancelled pushes read 'annulé'.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  Caption1,
  Checkbox,
  Field,
  Input,
  Label,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Textarea,
  Title2,
  Title3,
  Toast,
  ToastTitle,
  Toaster,
  makeStyles,
  mergeClasses,
  tokens,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { MediaObject } from '../../../../common/domain/article';
import { brandLabel, brandProfile } from '../../../../common/domain/brands';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { useSectionLook } from '../../app/shell/useSectionLook';
import {
  CreatePushDocument,
  PushArticleDocument,
  PushListDocument,
  PushSegmentsDocument,
  PushServicesDocument,
} from '../../graphql/generated/graphql';
import { apiErrorOf } from '../../editorKit/apiError';
import { editPath } from '../../articleKit/listParams';
import { MediaField } from '../../mediaKit';
import { PushHistoryTable } from './PushHistoryTable';
import {
  DEVICE_LABELS,
  SMART_SEGMENT_LABELS,
  brandDevices,
  initialPushForm,
  limitBody,
  limitTitle,
  pushCounters,
  pushCreateInput,
  pushFormErrors,
  type PushDevice,
  type PushFormState,
  type SmartSegment,
} from './pushForm';

const useStyles = makeStyles({
  root: {
    height: '100%',
    boxSizing: 'border-box',
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL} ${tokens.spacingVerticalXXL}`,
  },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  counter: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
  counterOver: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  segments: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    maxHeight: '240px',
    overflowY: 'auto',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  error: { color: tokens.colorPaletteRedForeground1 },
  side: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

export const PUSH_TITLE_LABEL = 'Titre';
export const PUSH_MESSAGE_LABEL = 'Message';
export const PUSH_SAVE_LABEL = 'Enregistrer le push';
export const PUSH_SERVICE_MISSING = 'service non configuré';

/**
 * A labelled group of checkboxes with its error. Not a Fluent Field: a Field hands its one control
 * id to every checkbox inside, so their labels would all point at the first.
 */
function ChoiceGroup({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  const id = useId('push-group');
  return (
    <div role="group" aria-labelledby={id} className={styles.group}>
      <Label id={id} weight="regular">
        {label}
      </Label>
      {children}
      {error ? (
        <Caption1 role="alert" className={styles.error}>
          {error}
        </Caption1>
      ) : null}
    </div>
  );
}

function CounterHint({ label, over, id }: { label: string; over: boolean; id: string }) {
  const styles = useStyles();
  return (
    <Caption1
      id={id}
      className={mergeClasses(styles.counter, over && styles.counterOver)}
      data-over={over ? 'true' : 'false'}
    >
      {label}
    </Caption1>
  );
}

export function PushScreen() {
  useSectionLook('Nouveau push', 'push');
  const styles = useStyles();
  const { brandKey = '' } = useParams();
  const [search] = useSearchParams();
  const articleId = search.get('article') ?? search.get('id') ?? null;
  const profile = useMemo(() => brandProfile(brandKey), [brandKey]);
  const devices = brandDevices(profile);
  const toasterId = useId('push-toaster');
  const { dispatchToast } = useToastController(toasterId);
  const titleCounterId = useId('push-title-counter');
  const bodyCounterId = useId('push-body-counter');

  const articleQuery = useQuery(PushArticleDocument, {
    variables: { id: articleId ?? '' },
    skip: !articleId,
  });
  const article = articleQuery.data?.article ?? null;
  const segmentsQuery = useQuery(PushSegmentsDocument, {
    variables: { brandKey, first: LIMITS.push.segments },
  });
  // The platforms this server can send to: the form ticks only those, and says which are not.
  const servicesQuery = useQuery(PushServicesDocument);
  const available = servicesQuery.data?.pushServices ?? null;
  const [createPush, creating] = useMutation(CreatePushDocument);

  if (articleId && articleQuery.loading) return <Spinner label="Chargement de l'article…" />;
  if (servicesQuery.loading && !servicesQuery.data) return <Spinner label="Chargement…" />;
  return (
    <div className={styles.root}>
      <Toaster toasterId={toasterId} position="top-end" />
      <PushForm
        key={article?.id ?? 'none'}
        brandKey={brandKey}
        devices={devices}
        available={available}
        article={article}
        segments={segmentsQuery.data?.segments ?? []}
        titleCounterId={titleCounterId}
        bodyCounterId={bodyCounterId}
        saving={creating.loading}
        onSave={async (state) => {
          const result = await createPush({
            variables: { data: pushCreateInput(state, brandKey, article?.id ?? null) },
            refetchQueries: [PushListDocument],
          });
          // Errors come back in the result (errorPolicy 'all'): a refusal must reach the form,
          // which shows it and keeps what was typed.
          if (result.error) throw result.error;
          if (result.data?.createPush)
            dispatchToast(
              <Toast>
                <ToastTitle>{MESSAGES.pushSaved}</ToastTitle>
              </Toast>,
              { intent: 'success' },
            );
        }}
      />
    </div>
  );
}

interface PushFormProps {
  brandKey: string;
  devices: PushDevice[];
  /** The platforms the server has a sending service for; null when it could not say. */
  available: readonly string[] | null;
  article: { id: string; title: string; publishedAt?: string | null } | null;
  segments: readonly { id: string; title: string }[];
  titleCounterId: string;
  bodyCounterId: string;
  saving: boolean;
  onSave(state: PushFormState): Promise<void>;
}

/** The server's fields the form shows next to a control; any other goes to the bar. */
const SHOWN_FIELDS = [
  'title',
  'body',
  'media',
  'scheduledAt',
  'targetDevices',
  'segments',
  'segmentIds',
] as const;

/** A refusal as the form shows it: its field messages under their fields, the rest in the bar. */
export function pushRefusal(error: unknown): { fields: Record<string, string>; bar: string[] } {
  const api = apiErrorOf(error);
  const fields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [field, message] of Object.entries(api.fields)) {
    if ((SHOWN_FIELDS as readonly string[]).includes(field)) fields[field] = message;
    else elsewhere.push(message);
  }
  return { fields, bar: [api.message, ...elsewhere.filter((m) => m !== api.message)] };
}

/** A list with the value added (at the end) or removed. */
function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);
}

type PushFormSetter = (patch: Partial<PushFormState>) => void;

/** The form's values, the messages shown (ours, then the server's) and the save. */
function usePushForm({
  brandKey,
  article,
  available,
  onSave,
}: Pick<PushFormProps, 'brandKey' | 'article' | 'available' | 'onSave'>) {
  const [state, setState] = useState<PushFormState>(() =>
    initialPushForm(brandProfile(brandKey), article, new Date(), available),
  );
  const [shown, setShown] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const set: PushFormSetter = (patch) => setState((s) => ({ ...s, ...patch }));

  const save = async () => {
    const publishedAt = article?.publishedAt ? new Date(article.publishedAt) : null;
    const errors = pushFormErrors(state, publishedAt, new Date());
    setShown(errors);
    setRefusal(null);
    if (Object.keys(errors).length > 0) return;
    try {
      await onSave(state);
      setState(initialPushForm(brandProfile(brandKey), article, new Date(), available));
    } catch (error) {
      // Refused: nothing is cleared, the journalist corrects and saves again.
      const { fields, bar } = pushRefusal(error);
      setShown(fields);
      setRefusal(bar);
    }
  };

  return { state, shown, refusal, set, save };
}

function PushForm({
  brandKey,
  devices,
  available,
  article,
  segments,
  titleCounterId,
  bodyCounterId,
  saving,
  onSave,
}: PushFormProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { state, shown, refusal, set, save } = usePushForm({
    brandKey,
    article,
    available,
    onSave,
  });
  return (
    <div className={styles.columns}>
      <form
        className={styles.form}
        aria-label="Nouveau push"
        // The rules are ours (pushFormErrors, then the server's): the media card's required credit
        // would otherwise block the submit silently with a browser bubble.
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <PushFormHeader brandKey={brandKey} article={article} refusal={refusal} />
        <PushTextFields
          state={state}
          shown={shown}
          set={set}
          titleCounterId={titleCounterId}
          bodyCounterId={bodyCounterId}
        />
        <MediaField
          value={state.medias}
          onChange={(medias: MediaObject[]) => set({ medias })}
          brandKey={brandKey}
          imageOnly
          label="Image (1280 à 4096 px de large)"
          errors={{ medias: shown.media }}
        />
        <PushSendDate state={state} error={shown.scheduledAt} set={set} />
        <PushAudience
          state={state}
          shown={shown}
          set={set}
          devices={devices}
          available={available}
          segments={segments}
        />
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={saving}>
            {saving ? 'Enregistrement…' : PUSH_SAVE_LABEL}
          </Button>
          <Button
            appearance="secondary"
            type="button"
            onClick={() => navigate(`/mobilepush/list?brand=${encodeURIComponent(brandKey)}`)}
          >
            Liste des push
          </Button>
        </div>
      </form>
      <PushHistoryPanel article={article} />
    </div>
  );
}

/** Now, or later at a Paris date and time. */
function PushSendDate({
  state,
  error,
  set,
}: {
  state: PushFormState;
  error: string | undefined;
  set: PushFormSetter;
}) {
  const styles = useStyles();
  return (
    <ChoiceGroup label="Date d'envoi (heure de Paris)" error={error}>
      <div className={styles.row}>
        <RadioGroup
          aria-label="Quand envoyer"
          layout="horizontal"
          value={state.sendMode}
          onChange={(_, d) => set({ sendMode: d.value === 'later' ? 'later' : 'now' })}
        >
          <Radio value="now" label="Maintenant" />
          <Radio value="later" label="Plus tard" />
        </RadioGroup>
        {state.sendMode === 'later' ? (
          <Input
            aria-label="Date et heure d'envoi"
            placeholder="jj/mm/aaaa hh:mm"
            value={state.sendAt}
            onChange={(_, d) => set({ sendAt: d.value })}
          />
        ) : null}
      </div>
    </ChoiceGroup>
  );
}

/** Who receives it: the platforms (flagged when the server cannot send there), the smart
 * segments and the brand's published segments. */
function PushAudience({
  state,
  shown,
  set,
  devices,
  available,
  segments,
}: Pick<PushFormProps, 'devices' | 'available' | 'segments'> & {
  state: PushFormState;
  shown: Record<string, string>;
  set: PushFormSetter;
}) {
  const styles = useStyles();
  return (
    <>
      <ChoiceGroup label="Plateformes" error={shown.targetDevices}>
        <div className={styles.row}>
          {devices.length === 0 ? <Body1>Aucune plateforme pour cette marque.</Body1> : null}
          {devices.map((device) => (
            <Checkbox
              key={device}
              label={
                available && !available.includes(device)
                  ? `${DEVICE_LABELS[device]} (${PUSH_SERVICE_MISSING})`
                  : DEVICE_LABELS[device]
              }
              checked={state.devices.includes(device)}
              onChange={(_, d) =>
                set({ devices: toggle(state.devices, device, d.checked === true) })
              }
            />
          ))}
        </div>
      </ChoiceGroup>
      <ChoiceGroup label="Segments intelligents" error={shown.segments}>
        <div className={styles.row}>
          {LIMITS.smartSegmentTypes.map((segment: SmartSegment) => (
            <Checkbox
              key={segment}
              label={SMART_SEGMENT_LABELS[segment]}
              checked={state.smartSegments.includes(segment)}
              onChange={(_, d) =>
                set({ smartSegments: toggle(state.smartSegments, segment, d.checked === true) })
              }
            />
          ))}
        </div>
      </ChoiceGroup>
      <ChoiceGroup label="Segments de la marque" error={shown.segmentIds}>
        {segments.length === 0 ? (
          <Caption1>Aucun segment publié pour cette marque.</Caption1>
        ) : (
          <div className={styles.segments} role="group" aria-label="Segments de la marque">
            {segments.map((segment) => (
              <Checkbox
                key={segment.id}
                label={segment.title}
                checked={state.segmentIds.includes(segment.id)}
                onChange={(_, d) =>
                  set({ segmentIds: toggle(state.segmentIds, segment.id, d.checked === true) })
                }
              />
            ))}
          </div>
        )}
      </ChoiceGroup>
    </>
  );
}

/** The brand's title, the article pushed (if any) and the server's refusal. */
function PushFormHeader({
  brandKey,
  article,
  refusal,
}: Pick<PushFormProps, 'brandKey' | 'article'> & { refusal: string[] | null }) {
  return (
    <>
      <Title2 as="h1">Nouveau push — {brandLabel(brandKey)}</Title2>
      {article ? (
        <Body1>
          Article : <Link to={editPath(brandKey, 'article', article.id)}>{article.title}</Link>
        </Body1>
      ) : null}
      {refusal ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            {refusal.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}

/** Title and message, each with its n/max counter. */
function PushTextFields({
  state,
  shown,
  set,
  titleCounterId,
  bodyCounterId,
}: Pick<PushFormProps, 'titleCounterId' | 'bodyCounterId'> & {
  state: PushFormState;
  shown: Record<string, string>;
  set: PushFormSetter;
}) {
  const counters = pushCounters(state);
  return (
    <>
      <Field
        label={PUSH_TITLE_LABEL}
        required
        validationMessage={shown.title}
        hint={<CounterHint id={titleCounterId} {...counters.title} />}
      >
        <Input
          value={state.title}
          aria-describedby={titleCounterId}
          onChange={(_, d) => set({ title: limitTitle(d.value) })}
        />
      </Field>
      <Field
        label={PUSH_MESSAGE_LABEL}
        required
        validationMessage={shown.body ?? shown.message}
        hint={<CounterHint id={bodyCounterId} {...counters.body} />}
      >
        <Textarea
          value={state.body}
          rows={3}
          resize="vertical"
          aria-describedby={bodyCounterId}
          onChange={(_, d) => set({ body: limitBody(d.value) })}
        />
      </Field>
    </>
  );
}

function PushHistoryPanel({ article }: Pick<PushFormProps, 'article'>) {
  const styles = useStyles();
  return (
    <aside className={styles.side} aria-label="Historique des push de l'article">
      <Title3 as="h2">Historique des push de l&apos;article</Title3>
      {article ? (
        <PushHistoryTable articleId={article.id} />
      ) : (
        <Caption1>Ouvrez cet écran depuis un article pour voir ses push.</Caption1>
      )}
    </aside>
  );
}
