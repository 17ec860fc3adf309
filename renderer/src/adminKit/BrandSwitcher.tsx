// The admin lists' brand switcher (spec 001 §2): every brand by key, the choice kept in ?brand=.
import { Field, Select } from '@fluentui/react-components';
import { selectableBrands } from '../../../common/domain/brands';

export function BrandSwitcher({
  value,
  onChange,
  label = 'Marque affichée',
}: {
  value: string;
  onChange(brand: string): void;
  label?: string;
}) {
  return (
    <Field label={label} orientation="horizontal">
      <Select value={value} onChange={(_e, data) => onChange(data.value)}>
        {selectableBrands().map((brand) => (
          <option key={brand.key} value={brand.key}>
            {brand.key}
          </option>
        ))}
      </Select>
    </Field>
  );
}
