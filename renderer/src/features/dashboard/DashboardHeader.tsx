// The dashboard's header row (spec 000 §2): title, the brand menu, the search bar, « Reset » and
// « Télécharger le CSV ».
import {
  Button,
  Menu,
  MenuButton,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowResetRegular } from '@fluentui/react-icons';
import { ALL_BRANDS_LABEL, type BrandOption } from '../../app/shell/brandChoice';
import { ListSearch } from '../../listKit/ListSearch';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  spacer: { flexGrow: 1 },
  search: { width: '320px' },
});

const ALL = '*';

export function DashboardHeader({
  brand,
  options,
  search,
  exporting,
  onBrand,
  onSearch,
  onReset,
  onExport,
}: {
  brand: string | null;
  options: readonly BrandOption[];
  search: string;
  exporting: boolean;
  onBrand(brand: string | null): void;
  onSearch(search: string): void;
  onReset(): void;
  onExport(): void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.header}>
      <Title2 as="h1" id="dashboard-title">
        Dashboard
      </Title2>
      <BrandMenu brand={brand} options={options} onBrand={onBrand} />
      <ListSearch
        search={search}
        onSearch={onSearch}
        label="Rechercher dans le dashboard"
        className={styles.search}
      />
      <span className={styles.spacer} />
      <Button icon={<ArrowResetRegular />} onClick={onReset}>
        Reset
      </Button>
      <Button
        appearance="primary"
        icon={exporting ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
        disabled={exporting}
        onClick={onExport}
      >
        Télécharger le CSV
      </Button>
    </div>
  );
}

function BrandMenu({
  brand,
  options,
  onBrand,
}: {
  brand: string | null;
  options: readonly BrandOption[];
  onBrand(brand: string | null): void;
}) {
  return (
    <Menu
      checkedValues={{ brand: [brand ?? ALL] }}
      onCheckedValueChange={(_, { checkedItems }) =>
        onBrand(checkedItems[0] === ALL || !checkedItems[0] ? null : checkedItems[0])
      }
    >
      <MenuTrigger disableButtonEnhancement>
        <MenuButton disabled={options.length === 1}>
          {`Marque : ${brand ?? ALL_BRANDS_LABEL}`}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {options.map((o) => (
            <MenuItemRadio key={o.key ?? ALL} name="brand" value={o.key ?? ALL}>
              {o.label}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
