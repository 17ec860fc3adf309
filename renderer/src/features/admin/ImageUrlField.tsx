// An image chosen by its URL: the stand-in for the media issue's MediaField (issue 14, built in
// parallel) on the tag image and the author avatar. It keeps the media object's shape
// ({ href, format: 'image' }) so MediaField can replace it without changing what is stored.
import { Field, Image, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { isSafeHttpUrl } from './imageUrl';

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  input: { flexGrow: 1 },
  preview: {
    width: '96px',
    height: '64px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

/** ours: the spec shows no wording for a bad image address. */
export const IMAGE_URL_INVALID = "L'adresse de l'image doit commencer par http:// ou https://";

export function ImageUrlField({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: string;
  onChange(url: string): void;
  hint?: string;
}) {
  const styles = useStyles();
  const [broken, setBroken] = useState(false);
  const invalid = value.trim() !== '' && !isSafeHttpUrl(value.trim());
  return (
    <div className={styles.root}>
      <Field
        className={styles.input}
        label={label}
        hint={hint}
        validationMessage={invalid ? IMAGE_URL_INVALID : undefined}
      >
        <Input
          type="url"
          value={value}
          placeholder="https://…"
          onChange={(_e, data) => {
            setBroken(false);
            onChange(data.value);
          }}
        />
      </Field>
      {value.trim() && !invalid && !broken ? (
        <Image
          className={styles.preview}
          src={value.trim()}
          alt={`Aperçu : ${label}`}
          onError={() => setBroken(true)}
        />
      ) : null}
    </div>
  );
}
