// The completion tab's slideshow selector (spec 000 §2): the brand's Draft slideshows found for the
// text typed; the slideshow chosen (or the one the address gave) is named in the field.
import { Combobox, Field, Option } from '@fluentui/react-components';
import { useState } from 'react';
import { MESSAGES } from '../../../../common/domain/messages';
import { useDraftSlideshowSearch, type DraftSlideshow } from './useDraftSlideshowSearch';

export function DraftSlideshowPicker({
  brandKey,
  selected,
  onSelect,
  error,
}: {
  brandKey: string;
  selected: DraftSlideshow | null;
  onSelect(slideshow: DraftSlideshow | null): void;
  error?: string;
}) {
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? selected?.title ?? '';
  const { found, failed, enough } = useDraftSlideshowSearch(brandKey, text ?? '');
  const options =
    found.some((s) => s.id === selected?.id) || !selected ? found : [selected, ...found];
  return (
    <Field
      label={MESSAGES.slideshowAiPicker}
      required
      validationMessage={error ?? (failed ? MESSAGES.genericError : undefined)}
      hint={MESSAGES.slideshowAiPickerHint}
    >
      <Combobox
        freeform
        value={shown}
        selectedOptions={selected ? [selected.id] : []}
        onChange={(event) => setText(event.target.value)}
        onOptionSelect={(_, data) => {
          const chosen = options.find((s) => s.id === data.optionValue) ?? null;
          onSelect(chosen);
          setText(null);
        }}
      >
        {options.map((slideshow) => (
          <Option key={slideshow.id} value={slideshow.id} text={slideshow.title}>
            {slideshow.title}
          </Option>
        ))}
        {enough && options.length === 0 && (
          <Option disabled value="" text={MESSAGES.noResult}>
            {MESSAGES.noResult}
          </Option>
        )}
      </Combobox>
    </Field>
  );
}
