// « Liens internes (bêta) » (spec 000 §2 editor tools, 001 §8; issue 34): the server suggests links
// from the brand's published articles, videos and recipes for words of the body; the journalist
// ticks the ones to keep, « Ajouter » (enabled with at least one ticked) asks the server for the
// body with them set, and the editor's body is replaced in one transaction (one « Annuler » undoes
// it). 'Aucun lien trouvé' when there is nothing to suggest.
import { useApolloClient } from '@apollo/client/react';
import {
  Badge,
  Checkbox,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { MESSAGES } from '../../../../common/domain/messages';
import { isRichTextDoc, type RichTextDoc } from '../../../../common/richtext';
import { apiErrorOf } from '../../editorKit/apiError';
import { DialogFooter } from '../../ui/DialogFooter';
import {
  bodyWithLinks,
  suggestLinks,
  type LinkSuggestionSource,
  type SuggestedLink,
} from './suggestedLinks';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: 0 },
  item: {
    listStyleType: 'none',
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
  },
  text: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingTop: '6px',
  },
  detail: { color: tokens.colorNeutralForeground3 },
});

const keyOf = (link: SuggestedLink) => `${link.type}-${link.id}-${link.block}-${link.start}`;

type Found =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; links: SuggestedLink[] };

export interface SuggestedLinksDialogProps {
  source: LinkSuggestionSource;
  /** Sets the body the server returned; false when it could not be set. */
  applyBody: (body: RichTextDoc) => boolean;
  onAdded: (count: number) => void;
  onClose: () => void;
}

function useSuggestions(source: LinkSuggestionSource): Found {
  const client = useApolloClient();
  const [found, setFound] = useState<Found>({ state: 'loading' });
  // Asked once, from the body as it was when the dialog opened.
  const [asked] = useState(source);
  useEffect(() => {
    let current = true;
    suggestLinks(client, asked).then(
      (links) => current && setFound({ state: 'ready', links }),
      (error: unknown) =>
        current && setFound({ state: 'failed', message: apiErrorOf(error).message }),
    );
    return () => {
      current = false;
    };
  }, [client, asked]);
  return found;
}

export function SuggestedLinksDialog({
  source,
  applyBody,
  onAdded,
  onClose,
}: SuggestedLinksDialogProps) {
  const styles = useStyles();
  const client = useApolloClient();
  const found = useSuggestions(source);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const links = found.state === 'ready' ? found.links : [];
  const toggle = (key: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const add = async () => {
    const picked = links.filter((link) => chosen.has(keyOf(link)));
    setAdding(true);
    setAddError(null);
    try {
      const body = await bodyWithLinks(client, source.body ?? { type: 'doc', content: [] }, picked);
      if (!isRichTextDoc(body) || !applyBody(body)) throw new Error(MESSAGES.linksAddError);
      onAdded(picked.length);
    } catch {
      setAddError(MESSAGES.linksAddError);
      setAdding(false);
    }
  };
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface aria-label="Liens internes suggérés" style={{ maxWidth: 800 }}>
        <DialogBody>
          <DialogTitle>Liens internes suggérés (bêta)</DialogTitle>
          <DialogContent>
            {found.state === 'loading' && <Spinner label="Recherche de liens…" />}
            {found.state === 'failed' && <ErrorBar text={found.message} />}
            {found.state === 'ready' && links.length === 0 && (
              <Text>{MESSAGES.linksNoneFound}</Text>
            )}
            {links.length > 0 && (
              <ul className={styles.list} aria-label="Liens suggérés">
                {links.map((link) => (
                  <SuggestedLinkRow
                    key={keyOf(link)}
                    link={link}
                    checked={chosen.has(keyOf(link))}
                    onChange={(on) => toggle(keyOf(link), on)}
                  />
                ))}
              </ul>
            )}
            {addError && <ErrorBar text={addError} />}
          </DialogContent>
          <DialogFooter
            onCancel={onClose}
            onConfirm={() => void add()}
            confirmLabel="Ajouter"
            confirmDisabled={chosen.size === 0}
            pending={adding}
          />
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function ErrorBar({ text }: { text: string }) {
  return (
    <MessageBar intent="error">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}

function SuggestedLinkRow({
  link,
  checked,
  onChange,
}: {
  link: SuggestedLink;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const styles = useStyles();
  return (
    <li className={styles.item}>
      <Checkbox
        checked={checked}
        onChange={(_e, d) => onChange(d.checked === true)}
        aria-label={`${link.title} sur « ${link.anchorText} »`}
      />
      <div className={styles.text}>
        <Text weight="semibold">
          {link.title} <Badge appearance="tint">{link.label}</Badge>
        </Text>
        <Text size={200} className={styles.detail}>
          sur « {link.anchorText} » · {link.url}
        </Text>
      </div>
    </li>
  );
}
