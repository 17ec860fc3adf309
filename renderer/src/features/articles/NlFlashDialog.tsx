// The newsletter flash dialog (spec 000 §2 "Actions: NL Flash", 001 §5, §8): subject, pre-header,
// image and its alt text prefilled from the article, send, and the article's flash history.
// The article needs an image and a canonical URL; the server checks every rule again.
// A flash is a mass mailing (issue 30): sending asks for a confirmation first, saying so when the
// article already had one within the last 24 hours (which the server refuses unless confirmed);
// once sent, the button stays off. Every refusal shows: field messages on their fields, the rest
// in the bar.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { brandLabel } from '../../../../common/domain/brands';
import { formatDateTime } from '../../../../common/domain/dates';
import { LIMITS } from '../../../../common/domain/limits';
import { formatMessage, MESSAGES } from '../../../../common/domain/messages';
import { apiErrorOf } from '../../editorKit/apiError';
import {
  FlashHistoriesDocument,
  SendNlFlashDocument,
  type FlashHistoriesQuery,
} from '../../graphql/generated/graphql';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  history: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  preview: {
    maxWidth: '100%',
    maxHeight: '140px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
  },
});

export interface NlFlashArticle {
  id: string;
  brandKey: string;
  title: string;
  imageUrl: string | null;
  imageAlt: string | null;
  contentUrl: string | null;
}

export const NL_FLASH_SEND_LABEL = 'Envoyer la newsletter flash';
export const NL_FLASH_CONFIRM_LABEL = "Confirmer l'envoi";
export const NL_FLASH_SENT_LABEL = 'Newsletter flash envoyée';

/** The article's last flash when it went out within the duplicate window, else null. */
export function recentFlash(
  entries: readonly { createdAt: string }[],
  now: Date,
): { createdAt: string } | null {
  const last = entries[0];
  if (!last) return null;
  const age = now.getTime() - new Date(last.createdAt).getTime();
  return age < LIMITS.nlFlash.duplicateWindowHours * 3_600_000 ? last : null;
}

/** The rules the dialog shows before sending (001 §5). */
export function nlFlashErrors(form: { subject: string; teaser: string }, article: NlFlashArticle) {
  const errors: Record<string, string> = {};
  if (!form.subject.trim()) errors.subject = formatMessage('fieldRequired', { label: 'Objet' });
  if (!form.teaser.trim()) errors.teaser = formatMessage('fieldRequired', { label: 'Pré-header' });
  if (!article.imageUrl) errors.img = MESSAGES.nlFlashImageRequired;
  if (!article.contentUrl) errors.contentUrl = MESSAGES.nlFlashUrlMissing;
  return errors;
}

/** The sendNlFlash variables: the form's texts with the article's image, title and URL. */
function sendVariables(
  article: NlFlashArticle,
  form: { subject: string; teaser: string; imgAlt: string },
  confirmDuplicate: boolean,
) {
  return {
    brandKey: article.brandKey,
    subject: form.subject,
    teaser: form.teaser,
    img: article.imageUrl ?? '',
    imgAlt: form.imgAlt,
    title: article.title,
    contentUrl: article.contentUrl ?? '',
    uuid: article.id,
    resource: 'ARTICLE' as const,
    confirmDuplicate,
  };
}

type Outcome = { intent: 'success' | 'error' | 'warning'; text: string };
type Step = 'form' | 'confirm' | 'sent';

/** The dialog's form, its send steps and the article's flash history (asked while open). */
function useNlFlashSend(article: NlFlashArticle, open: boolean) {
  const [subject, setSubject] = useState(article.title);
  const [teaser, setTeaser] = useState('');
  const [imgAlt, setImgAlt] = useState(article.imageAlt ?? article.title);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // 'confirm': the send was asked for and waits for « Confirmer l'envoi »; 'sent': done, no resend.
  const [step, setStep] = useState<Step>('form');
  // The duplicate the sender was told about and confirms by confirming the send.
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const history = useQuery(FlashHistoriesDocument, {
    variables: { articleId: article.id },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const [send, sending] = useMutation(SendNlFlashDocument);

  const ask = () => {
    const found = nlFlashErrors({ subject, teaser }, article);
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length > 0) return;
    const recent = recentFlash(history.data?.flashSenderHistories ?? [], new Date());
    setDuplicate(
      recent
        ? formatMessage('nlFlashDuplicate', { label: formatDateTime(new Date(recent.createdAt)) })
        : null,
    );
    setStep('confirm');
  };

  const submit = async () => {
    const result = await send({
      variables: sendVariables(article, { subject, teaser, imgAlt }, duplicate !== null),
      refetchQueries: [FlashHistoriesDocument],
      awaitRefetchQueries: true,
    });
    // errorPolicy 'all': a refusal comes back in the result, not as a throw.
    if (result.error || !result.data) {
      const refusal = apiErrorOf(result.error);
      if (refusal.code === 'CONFLICT') {
        // Sent meanwhile (another click, a colleague): say when, and ask again.
        setDuplicate(refusal.message);
        setStep('confirm');
        return;
      }
      setErrors(refusal.fields);
      setOutcome({ intent: 'error', text: refusal.message });
      setStep('form');
      return;
    }
    setOutcome({ intent: 'success', text: result.data.sendNlFlash.message });
    setStep('sent');
  };

  return {
    fields: { subject, setSubject, teaser, setTeaser, imgAlt, setImgAlt },
    errors,
    outcome,
    step,
    setStep,
    duplicate,
    entries: history.data?.flashSenderHistories ?? [],
    sending: sending.loading,
    ask,
    submit,
  };
}

export function NlFlashDialog({
  article,
  open,
  onClose,
}: {
  article: NlFlashArticle;
  open: boolean;
  onClose(): void;
}) {
  const styles = useStyles();
  const flash = useNlFlashSend(article, open);
  const { subject, setSubject, teaser, setTeaser, imgAlt, setImgAlt } = flash.fields;
  const { errors, outcome, step } = flash;
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-label="Newsletter flash">
        <DialogBody>
          <DialogTitle>Newsletter flash</DialogTitle>
          <DialogContent className={styles.content}>
            {outcome ? (
              <MessageBar
                intent={outcome.intent}
                role={outcome.intent === 'error' ? 'alert' : 'status'}
              >
                <MessageBarBody>{outcome.text}</MessageBarBody>
              </MessageBar>
            ) : null}
            {step === 'confirm' ? (
              <NlFlashConfirmation
                duplicate={flash.duplicate}
                subject={subject}
                brandKey={article.brandKey}
              />
            ) : null}
            <Field label="Objet" required validationMessage={errors.subject}>
              <Input value={subject} onChange={(_, d) => setSubject(d.value)} />
            </Field>
            <Field label="Pré-header" required validationMessage={errors.teaser}>
              <Input value={teaser} onChange={(_, d) => setTeaser(d.value)} />
            </Field>
            <Field label="Image" validationMessage={errors.img}>
              {article.imageUrl ? (
                <img className={styles.preview} src={article.imageUrl} alt={imgAlt} />
              ) : (
                <Caption1>Aucune image</Caption1>
              )}
            </Field>
            <Field label="Texte alternatif de l'image">
              <Input value={imgAlt} onChange={(_, d) => setImgAlt(d.value)} />
            </Field>
            <Field label="URL de l'article" validationMessage={errors.contentUrl}>
              <Caption1>{article.contentUrl ?? '—'}</Caption1>
            </Field>
            <NlFlashHistory entries={flash.entries} />
          </DialogContent>
          <NlFlashActions
            step={step}
            sending={flash.sending}
            onCancel={() => flash.setStep('form')}
            onConfirm={() => void flash.submit()}
            onClose={onClose}
            onSend={flash.ask}
          />
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The warning asking to confirm the send, with the recent duplicate when there is one. */
function NlFlashConfirmation({
  duplicate,
  subject,
  brandKey,
}: {
  duplicate: string | null;
  subject: string;
  brandKey: string;
}) {
  return (
    <MessageBar intent="warning" role="alert" aria-label="Confirmation de l'envoi">
      <MessageBarBody>
        {duplicate ? <div>{duplicate}</div> : null}
        <div>
          {formatMessage('nlFlashConfirm', {
            title: subject.trim(),
            label: brandLabel(brandKey),
          })}
        </div>
      </MessageBarBody>
    </MessageBar>
  );
}

/** The article's past flashes, newest first. */
function NlFlashHistory({ entries }: { entries: FlashHistoriesQuery['flashSenderHistories'] }) {
  const styles = useStyles();
  return (
    <Field label="Historique des envois">
      {entries.length === 0 ? (
        <Caption1>Aucun envoi pour cet article.</Caption1>
      ) : (
        <ul className={styles.history} aria-label="Historique des envois">
          {entries.map((h) => (
            <li key={h.id}>
              {formatDateTime(new Date(h.createdAt))}
              {h.subject ? ` — ${h.subject}` : ''}
              {h.userName ? ` (${h.userName})` : ''}
            </li>
          ))}
        </ul>
      )}
    </Field>
  );
}

/** Cancel / confirm while confirming; else close / send (off once sent). */
function NlFlashActions({
  step,
  sending,
  onCancel,
  onConfirm,
  onClose,
  onSend,
}: {
  step: Step;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  onClose: () => void;
  onSend: () => void;
}) {
  return (
    <DialogActions>
      {step === 'confirm' ? (
        <>
          <Button appearance="secondary" onClick={onCancel}>
            Annuler
          </Button>
          <Button appearance="primary" disabled={sending} onClick={onConfirm}>
            {sending ? 'Envoi…' : NL_FLASH_CONFIRM_LABEL}
          </Button>
        </>
      ) : (
        <>
          <Button appearance="secondary" onClick={onClose}>
            Fermer
          </Button>
          <Button appearance="primary" disabled={step === 'sent'} onClick={onSend}>
            {step === 'sent' ? NL_FLASH_SENT_LABEL : NL_FLASH_SEND_LABEL}
          </Button>
        </>
      )}
    </DialogActions>
  );
}
