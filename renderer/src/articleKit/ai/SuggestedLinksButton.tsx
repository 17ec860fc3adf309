// The entry of the internal-link suggestions among the body's tools (spec 000 §2 "Editor tools":
// « internal-link suggestion dialog (beta) »), for brands with internalLinks. Disabled with the
// French reason when the AI is not configured.
import { Button, Tooltip } from '@fluentui/react-components';
import { LinkMultipleRegular } from '@fluentui/react-icons';
import type { EditorView } from 'prosemirror-view';
import { useState } from 'react';
import { replaceDocument } from './replaceDocument';
import type { LinkSuggestionSource } from './suggestedLinks';
import { SuggestedLinksDialog } from './SuggestedLinksDialog';
import type { AiAvailability } from './useAiStatus';

export interface SuggestedLinksButtonProps {
  availability: AiAvailability;
  source: () => LinkSuggestionSource;
  bodyView: () => EditorView | null;
  onAdded: (count: number) => void;
  disabled?: boolean;
}

export function SuggestedLinksButton(props: SuggestedLinksButtonProps) {
  const { availability } = props;
  const [open, setOpen] = useState<LinkSuggestionSource | null>(null);
  const button = (
    <Button
      size="small"
      icon={<LinkMultipleRegular />}
      disabledFocusable={!availability.ready || props.disabled}
      onClick={() => setOpen(props.source())}
    >
      Liens internes (bêta)
    </Button>
  );
  return (
    <>
      {availability.ready ? (
        button
      ) : (
        <Tooltip content={availability.message ?? 'Chargement…'} relationship="description">
          {button}
        </Tooltip>
      )}
      {open && (
        <SuggestedLinksDialog
          source={open}
          applyBody={(body) => {
            const view = props.bodyView();
            return view !== null && replaceDocument(view, body);
          }}
          onAdded={(count) => {
            setOpen(null);
            props.onAdded(count);
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
