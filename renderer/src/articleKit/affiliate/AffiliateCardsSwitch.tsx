// The article's own switch for affiliate product cards (issue 37; 000 §2 « only when enabled for the
// brand and the article »), in the editor's drawer. Shown only on brands whose flags allow cards;
// off, the « Carte produit » wizard is not offered and the server refuses a body holding a card, so
// the switch says so at once when the body still has one.
import { Field, Switch } from '@fluentui/react-components';
import type { BrandProfile } from '../../../../common/domain/brandProfile';
import { MESSAGES } from '../../../../common/domain/messages';
import {
  affiliateCardsBodyProblem,
  offersAffiliateCards,
} from '../../../../common/domain/validation/affiliate';
import type { RichTextDoc } from '../../../../common/richtext';

export interface AffiliateCardsSwitchProps {
  profile: Pick<BrandProfile, 'affiliate' | 'enableAffilizPlugin'>;
  checked: boolean;
  body: RichTextDoc | null;
  onChange: (checked: boolean) => void;
}

export function AffiliateCardsSwitch({
  profile,
  checked,
  body,
  onChange,
}: AffiliateCardsSwitchProps) {
  if (!offersAffiliateCards(profile)) return null;
  const problem = affiliateCardsBodyProblem(profile, { affiliateCardsEnabled: checked }, body);
  return (
    <Field
      hint={problem ? undefined : MESSAGES.affiliateCardsSwitchHint}
      validationState={problem ? 'warning' : 'none'}
      validationMessage={problem ?? undefined}
    >
      <Switch
        label={MESSAGES.affiliateCardsSwitchLabel}
        checked={checked}
        onChange={(_, d) => onChange(d.checked)}
      />
    </Field>
  );
}
