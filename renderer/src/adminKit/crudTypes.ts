// The declarative admin framework (spec 001 §2–§5, §7–§9): an entity describes its list (columns,
// page size, search, brand, row link, row action) and its form (fields, rules from common/domain,
// not-found message, how it loads and saves) in a config; CrudListPage and CrudEditPage do the rest.
import type { ApolloClient } from '@apollo/client';
import type { ReactElement, ReactNode } from 'react';
import type { FieldErrors } from '../../../common/domain/validation/fieldErrors';

export interface CrudContext {
  client: ApolloClient;
  /** The brand in effect: the route's :brandKey, else ?brand=, else TEL (spec 001 §2). */
  brand: string;
  isSuperAdmin: boolean;
}

export interface ColumnDef<Row> {
  key: string;
  label: string;
  render(row: Row): ReactNode;
  /** CSS width, e.g. '160px'. */
  width?: string;
}

export interface RowAction<Row> {
  /** Accessible name of the button, e.g. « Supprimer le segment Alpha ». */
  label(row: Row): string;
  icon: ReactElement;
  run(ctx: CrudContext, row: Row): Promise<void>;
  /** Success notice, e.g. 'Le segment a été supprimé !'. */
  notice: string;
}

export interface ListConfig<Row extends { id: string }> {
  /** Page heading and window title. */
  title: string;
  /** Accessible name of the table. */
  tableLabel: string;
  columns: readonly ColumnDef<Row>[];
  fetchPage(
    ctx: CrudContext,
    page: { first: number; skip: number; search: string | null },
  ): Promise<Row[]>;
  /** Rows per request (001 §9). */
  pageSize: number;
  /** Infinite loading: the next page is asked when fewer than this many rows remain below. */
  loadMoreThreshold?: number;
  /** A search box with this label/placeholder ('Rechercher un utilisateur'); kept in ?search=. */
  searchLabel?: string;
  /** A brand switcher, the brand kept in ?brand= (default TEL). */
  brandScoped?: boolean;
  /** Where a row click goes; absent = rows are not clickable. */
  rowHref?(row: Row, brand: string): string;
  create?: { label: string; href(brand: string): string; floating?: boolean };
  rowAction?: RowAction<Row>;
}

export interface FieldOption {
  value: string;
  label: string;
}

export type FieldKind =
  'text' | 'password' | 'code' | 'select' | 'multiselect' | 'switch' | 'readonly' | 'custom';

export interface FormState<V> {
  isNew: boolean;
  values: V;
  ctx: CrudContext;
}

export interface CustomFieldProps<T> {
  label: string;
  value: T;
  onChange(value: T): void;
  error: string | undefined;
}

export interface FieldDef<V> {
  name: keyof V & string;
  label: string;
  kind: FieldKind;
  hint?: string;
  /** select/multiselect: static options, or the name of a list given by `loadOptions`. */
  options?: readonly FieldOption[] | string;
  /** switch: the label shown for on and off ('Activé' / 'Désactivé'). */
  switchLabels?: { on: string; off: string };
  /** Read-only in this state (e.g. the qualifier title after creation). */
  readOnly?(state: FormState<V>): boolean;
  /** Not shown in this state (e.g. the super-admin flag for others). */
  hidden?(state: FormState<V>): boolean;
  required?: boolean;
  /** kind 'custom': the control (e.g. the image URL input standing in for MediaField). */
  render?(props: CustomFieldProps<V[keyof V & string]>): ReactNode;
}

export interface SideItem {
  label: string;
  value: string;
}

export interface EditConfig<Entity, V> {
  /** Heading for a new entity, and for an existing one from its values. */
  title: { create: string; edit(values: V): string };
  /** Back link and where 'list' after-create goes. */
  listHref(brand: string): string;
  /** 001 §8 message shown when the id is unknown. */
  notFoundMessage: string;
  load(ctx: CrudContext, id: string): Promise<Entity | null>;
  toValues(entity: Entity): V;
  newValues(ctx: CrudContext): V;
  fields: readonly FieldDef<V>[];
  /** The 001 §5 rule from common/domain; field names are the form's. */
  validate(values: V, state: { isNew: boolean }): FieldErrors;
  /** Server field names that differ from the form's (roleIds → roles). */
  serverFields?: Readonly<Record<string, string>>;
  save(
    ctx: CrudContext,
    values: V,
    state: { isNew: boolean; id: string | null; initial: V },
  ): Promise<{ id: string }>;
  /** After creation: replace the route with the edit route, or go back to the list. */
  afterCreate: 'edit' | 'list';
  editHref?(id: string, brand: string): string;
  /** The right panel (id, dates…) of a loaded entity. */
  sidePanel?(entity: Entity): readonly SideItem[];
  /** Lists the select fields name in `options`, loaded once per form. */
  loadOptions?(ctx: CrudContext): Promise<Record<string, FieldOption[]>>;
}
