// The newsletter flash dialog (spec 000 §2 "Actions: NL Flash", 001 §5, §8): subject, pre-header,
// image and its alt text prefilled from the article, send, and the article's flash history.
// The article needs an image and a canonical URL; the server checks every rule again.
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
import { formatDateTime } from '../../../../common/domain/dates';
import { formatMessage, MESSAGES } from '../../../../common/domain/messages';
import { FlashHistoriesDocument, SendNlFlashDocument } from '../../graphql/generated/graphql';

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

/** The rules the dialog shows before sending (001 §5). */
export function nlFlashErrors(form: { subject: string; teaser: string }, article: NlFlashArticle) {
  const errors: Record<string, string> = {};
  if (!form.subject.trim()) errors.subject = formatMessage('fieldRequired', { label: 'Objet' });
  if (!form.teaser.trim()) errors.teaser = formatMessage('fieldRequired', { label: 'Pré-header' });
  if (!article.imageUrl) errors.img = MESSAGES.nlFlashImageRequired;
  if (!article.contentUrl) errors.contentUrl = MESSAGES.nlFlashUrlMissing;
  return errors;
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
  const [subject, setSubject] = useState(article.title);
  const [teaser, setTeaser] = useState('');
  const [imgAlt, setImgAlt] = useState(article.imageAlt ?? article.title);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ intent: 'success' | 'error'; text: string } | null>(
    null,
  );
  const history = useQuery(FlashHistoriesDocument, {
    variables: { articleId: article.id },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const [send, sending] = useMutation(SendNlFlashDocument);

  const submit = async () => {
    const found = nlFlashErrors({ subject, teaser }, article);
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await send({
        variables: {
          brandKey: article.brandKey,
          subject,
          teaser,
          img: article.imageUrl ?? '',
          imgAlt,
          title: article.title,
          contentUrl: article.contentUrl ?? '',
          uuid: article.id,
          resource: 'ARTICLE',
        },
        refetchQueries: [FlashHistoriesDocument],
      });
      setOutcome({
        intent: 'success',
        text: result.data?.sendNlFlash.message ?? MESSAGES.nlFlashSent,
      });
    } catch (error) {
      const gql = (
        error as {
          errors?: { message: string; extensions?: { fields?: Record<string, string> } }[];
        }
      ).errors?.[0];
      setErrors(gql?.extensions?.fields ?? {});
      setOutcome({ intent: 'error', text: gql?.message ?? MESSAGES.genericError });
    }
  };

  const entries = history.data?.flashSenderHistories ?? [];
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-label="Newsletter flash">
        <DialogBody>
          <DialogTitle>Newsletter flash</DialogTitle>
          <DialogContent className={styles.content}>
            {outcome ? (
              <MessageBar intent={outcome.intent}>
                <MessageBarBody>{outcome.text}</MessageBarBody>
              </MessageBar>
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
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Fermer
            </Button>
            <Button appearance="primary" disabled={sending.loading} onClick={() => void submit()}>
              {NL_FLASH_SEND_LABEL}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
