// The brand selector of the top bar: writes the choice into the `brand` query parameter, which
// menu links and screens read; page-list routes are rewritten (spec 000 §2).
import { Dropdown, Option, makeStyles } from '@fluentui/react-components';
import { useLocation, useNavigate } from 'react-router-dom';
import { brandLabel } from '../../../../common/domain/brands';
import {
  ALL_BRANDS_LABEL,
  brandOptions,
  pathAfterBrandChange,
  withBrandParam,
} from './brandChoice';
import { rememberBrand } from './lastBrand';

const useStyles = makeStyles({ dropdown: { minWidth: '200px' } });
const ALL_VALUE = '*';

export function BrandSelector({
  brandKeys,
  brand,
  fixed = false,
}: {
  brandKeys: readonly string[];
  brand: string | null;
  /** The content on screen has this brand: shown, not changeable from here. */
  fixed?: boolean;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const location = useLocation();
  const options = brandOptions(brandKeys);
  const selected = brand ?? ALL_VALUE;
  const label = brand ? brandLabel(brand) : ALL_BRANDS_LABEL;

  return (
    <Dropdown
      aria-label="Marque"
      className={styles.dropdown}
      value={label}
      selectedOptions={[selected]}
      disabled={options.length === 1 || fixed}
      onOptionSelect={(_, data) => {
        const next = data.optionValue === ALL_VALUE || !data.optionValue ? null : data.optionValue;
        rememberBrand(next);
        navigate({
          pathname: pathAfterBrandChange(location.pathname, next),
          search: withBrandParam(location.search, next),
        });
      }}
    >
      {options.map((option) => (
        <Option key={option.key ?? ALL_VALUE} value={option.key ?? ALL_VALUE}>
          {option.label}
        </Option>
      ))}
    </Dropdown>
  );
}
