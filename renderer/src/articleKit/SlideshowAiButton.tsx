// The slideshow list's floating button to the slideshow AI screen (issue 35): only for the brands
// with the generator (hasAiSlideshow: CAC and FAC). The list's brand when it has one; otherwise the
// user's such brands, one link or a menu. Kept apart from the screen so the list loads none of it.
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SparkleRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { hasAiSlideshow } from '../../../common/domain/brands';
import { MESSAGES } from '../../../common/domain/messages';

const useStyles = makeStyles({
  floating: {
    position: 'fixed',
    right: tokens.spacingHorizontalXXXL,
    bottom: tokens.spacingVerticalXXXL,
    zIndex: 10,
    boxShadow: tokens.shadow16,
  },
});

/** The brands the button may open: the list's (when it has the generator), else the user's. */
export function aiSlideshowBrands(brand: string | null, brandKeys: readonly string[]): string[] {
  if (brand) return hasAiSlideshow(brand) ? [brand] : [];
  return brandKeys.filter(hasAiSlideshow);
}

export function SlideshowAiButton({
  brand,
  brandKeys,
}: {
  brand: string | null;
  brandKeys: readonly string[];
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const brands = aiSlideshowBrands(brand, brandKeys);
  const open = (key: string) => navigate(`/slideshow/ia/generate/${encodeURIComponent(key)}`);
  if (brands.length === 0) return null;
  const button = (onClick?: () => void) => (
    <Button
      className={styles.floating}
      appearance="primary"
      shape="circular"
      size="large"
      icon={<SparkleRegular />}
      onClick={onClick}
    >
      {MESSAGES.slideshowAiOpenScreen}
    </Button>
  );
  if (brands.length === 1) return button(() => open(brands[0]!));
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>{button()}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {brands.map((key) => (
            <MenuItem key={key} onClick={() => open(key)}>
              {key}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
