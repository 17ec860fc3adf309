// « Carte produit » next to the body's heading (issue 37): offered on affiliate brands with the
// Affilizz plug-in enabled when the article's own switch is on (000 §2, allowsAffiliateCards);
// opens the wizard, whose « Ajouter » inserts the `affilizz` block at the body's selection.
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import type { EditorView } from 'prosemirror-view';
import type { BrandProfile } from '../../../../common/domain/brandProfile';
import { allowsAffiliateCards } from '../../../../common/domain/validation/affiliate';
import { NODE } from '../../../../common/richtext/names';
import { insertElement } from '../../editor/commands';
import { AffiliateWizard } from './AffiliateWizard';

export interface AffiliateCardButtonProps {
  brandKey: string;
  profile: Pick<BrandProfile, 'affiliate' | 'enableAffilizPlugin'>;
  /** The article's switch as the form holds it (drawer « Cartes produit affiliées »). */
  articleEnabled: boolean;
  /** The saved article, null before its first save. */
  articleId: string | null;
  disabled?: boolean;
  bodyView: () => EditorView | null;
}

export function AffiliateCardButton({
  brandKey,
  profile,
  articleEnabled,
  articleId,
  disabled,
  bodyView,
}: AffiliateCardButtonProps) {
  const [open, setOpen] = useState(false);
  if (!allowsAffiliateCards(profile, { affiliateCardsEnabled: articleEnabled })) return null;
  return (
    <>
      <Button size="small" disabled={disabled} onClick={() => setOpen(true)}>
        Carte produit
      </Button>
      {open && (
        <AffiliateWizard
          brandKey={brandKey}
          articleId={articleId}
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
