// One form field of the framework, drawn from its declaration: text, password, multiline code
// (JSON), native select, multi-select, switch, read-only text or a custom control. The message
// under the field is the rule's (common/domain) or the server's.
import {
  Dropdown,
  Field,
  Input,
  Option,
  Select,
  Switch,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { CustomFieldProps, FieldDef, FieldOption } from './crudTypes';

const useStyles = makeStyles({
  code: { fontFamily: tokens.fontFamilyMonospace, minHeight: '120px' },
  readOnly: { color: tokens.colorNeutralForeground2 },
});

export interface FieldControlProps<V> {
  field: FieldDef<V>;
  value: unknown;
  error: string | undefined;
  readOnly: boolean;
  options: readonly FieldOption[];
  onChange(value: unknown): void;
}

/** The Field props shared by the editable kinds: label, hint, required mark and message. */
interface CommonFieldProps {
  label: string;
  hint: string | undefined;
  required: boolean | undefined;
  validationMessage: string | undefined;
  validationState: 'error' | 'none';
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);

export function FormFieldControl<V>({
  field,
  value,
  error,
  readOnly,
  options,
  onChange,
}: FieldControlProps<V>) {
  const styles = useStyles();
  const common: CommonFieldProps = {
    label: field.label,
    hint: field.hint,
    required: field.required && !readOnly,
    validationMessage: error,
    validationState: error ? ('error' as const) : ('none' as const),
  };
  switch (field.kind) {
    case 'text':
    case 'password':
      return (
        <Field {...common}>
          <Input
            type={field.kind === 'password' ? 'password' : 'text'}
            value={asText(value)}
            readOnly={readOnly}
            autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
            onChange={(_e, data) => onChange(data.value)}
          />
        </Field>
      );
    case 'readonly':
      return (
        <Field label={field.label}>
          <Input className={styles.readOnly} value={asText(value)} readOnly />
        </Field>
      );
    case 'code':
      return (
        <Field {...common}>
          <Textarea
            textarea={{ className: styles.code, spellCheck: false }}
            resize="vertical"
            value={asText(value)}
            readOnly={readOnly}
            onChange={(_e, data) => onChange(data.value)}
          />
        </Field>
      );
    case 'select':
      return selectControl(common, value, readOnly, options, onChange);
    case 'multiselect':
      return multiselectControl(common, value, readOnly, options, onChange);
    case 'switch':
      return switchControl(field, value, error, readOnly, onChange);
    case 'custom':
      return (
        <>
          {field.render?.({
            label: field.label,
            value: value as never,
            onChange: onChange as CustomFieldProps<never>['onChange'],
            error,
          })}
        </>
      );
  }
}

function selectControl(
  common: CommonFieldProps,
  value: unknown,
  readOnly: boolean,
  options: readonly FieldOption[],
  onChange: (value: unknown) => void,
) {
  return (
    <Field {...common}>
      <Select
        value={asText(value)}
        disabled={readOnly}
        onChange={(_e, data) => onChange(data.value)}
      >
        {asText(value) === '' && <option value="">—</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The chosen values shown by their labels (the value itself when no option has it). */
function multiselectControl(
  common: CommonFieldProps,
  value: unknown,
  readOnly: boolean,
  options: readonly FieldOption[],
  onChange: (value: unknown) => void,
) {
  const selected = Array.isArray(value) ? (value as string[]) : [];
  const labels = selected.map((v) => options.find((o) => o.value === v)?.label ?? v);
  return (
    <Field {...common}>
      <Dropdown
        multiselect
        disabled={readOnly}
        selectedOptions={selected}
        value={labels.join(', ')}
        placeholder="Aucun"
        onOptionSelect={(_e, data) => onChange(data.selectedOptions)}
      >
        {options.map((option) => (
          <Option key={option.value} value={option.value}>
            {option.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

function switchControl<V>(
  field: FieldDef<V>,
  value: unknown,
  error: string | undefined,
  readOnly: boolean,
  onChange: (value: unknown) => void,
) {
  const on = value === true;
  const labels = field.switchLabels ?? { on: 'Oui', off: 'Non' };
  return (
    <Field label={field.label} validationMessage={error}>
      <Switch
        checked={on}
        disabled={readOnly}
        label={on ? labels.on : labels.off}
        onChange={(_e, data) => onChange(data.checked)}
      />
    </Field>
  );
}
