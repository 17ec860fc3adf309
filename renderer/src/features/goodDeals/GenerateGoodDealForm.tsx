// The generate tab (spec 000 §2; 001 §5 "Good-deal: article URL required"): the product page's
// address and the brand, « Générer » → generateAIGoodDealArticle. The rule of common/domain runs
// on blur and on submit; every refusal of the server shows (its field messages on the fields, the
// rest in a bar) and what was typed stays. Without a configured AI the form says so, disabled.
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../common/domain/messages';
import { useAiStatus } from '../../articleKit/ai/useAiStatus';
import { useGenerateGoodDeal } from './useGenerateGoodDeal';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '640px',
  },
  submit: { alignSelf: 'flex-start' },
});

export interface GenerateGoodDealFormProps {
  brandKeys: readonly string[];
  defaultBrand: string | null;
  onStarted(): void;
}

export function GenerateGoodDealForm({
  brandKeys,
  defaultBrand,
  onStarted,
}: GenerateGoodDealFormProps) {
  const styles = useStyles();
  const [productUrl, setProductUrl] = useState('');
  const [brand, setBrand] = useState(defaultBrand ?? '');
  // The header's brand selector changes the brand in effect: the form follows it.
  useEffect(() => {
    if (defaultBrand) setBrand(defaultBrand);
  }, [defaultBrand]);
  const generation = useGenerateGoodDeal(onStarted);
  const ai = useAiStatus(brand, brand !== '');
  const unavailable = ai.message !== null;
  const disabled = unavailable || generation.running;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) void generation.generate({ productUrl, brandKey: brand });
  };
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={MESSAGES.goodDealGenerateTab}
    >
      {unavailable && (
        <MessageBar intent="warning">
          <MessageBarBody>{ai.message}</MessageBarBody>
        </MessageBar>
      )}
      {generation.formError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{generation.formError}</MessageBarBody>
        </MessageBar>
      )}
      <Field
        label={MESSAGES.goodDealUrlLabel}
        required
        validationMessage={generation.errors.productUrl}
      >
        <Input
          type="url"
          value={productUrl}
          disabled={unavailable}
          placeholder="https://"
          onChange={(_, data) => {
            setProductUrl(data.value);
            generation.clear('productUrl');
          }}
          onBlur={() => generation.checkUrl(productUrl)}
        />
      </Field>
      <Field
        label={MESSAGES.goodDealBrandLabel}
        required
        validationMessage={generation.errors.brandKey}
      >
        <Select
          value={brand}
          disabled={generation.running}
          onChange={(_, data) => {
            setBrand(data.value);
            generation.clear('brandKey');
          }}
        >
          {brand === '' && <option value="">—</option>}
          {brandKeys.map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </Select>
      </Field>
      <Button className={styles.submit} appearance="primary" type="submit" disabled={disabled}>
        {MESSAGES.goodDealGenerate}
      </Button>
    </form>
  );
}
