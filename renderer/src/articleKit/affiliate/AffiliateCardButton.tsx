// « Carte produit » next to the body's heading (issue 37): offered on affiliate brands with the
// Affilizz plug-in enabled (000 §2); opens the wizard, whose « Ajouter » inserts the `affilizz`
// block at the body's selection.
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import type { EditorView } from 'prosemirror-view';
import type { BrandProfile } from '../../../../common/domain/brandProfile';
import { offersAffiliateCards } from '../../../../common/domain/validation/affiliate';
import { NODE } from '../../../../common/richtext/names';
import { insertElement } from '../../editor/commands';
import { AffiliateWizard } from './AffiliateWizard';

export interface AffiliateCardButtonProps {
  brandKey: string;
  profile: Pick<BrandProfile, 'affiliate' | 'enableAffilizPlugin'>;
  disabled?: boolean;
  bodyView: () => EditorView | null;
}

export function AffiliateCardButton({
  brandKey,
  profile,
  disabled,
  bodyView,
}: AffiliateCardButtonProps) {
  const [open, setOpen] = useState(false);
  if (!offersAffiliateCards(profile)) return null;
  return (
    <>
      <Button size="small" disabled={disabled} onClick={() => setOpen(true)}>
        Carte produit
      </Button>
      {open && (
        <AffiliateWizard
          brandKey={brandKey}
          onClose={() => setOpen(false)}
          onAdd={(attrs) => {
            const view = bodyView();
            if (!view) return;
            insertElement(NODE.affilizz, attrs)(view.state, view.dispatch);
            view.focus();
          }}
        />
      )}
    </>
  );
}
