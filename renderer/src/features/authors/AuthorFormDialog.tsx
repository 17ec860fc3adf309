// The author form dialog (spec 000 §2 "Authors", §3 Author, 001 §5, §8): name and brand required,
// the brand fixed once set, the user id editable by a super-admin only, e-mail checked, duplicate
// names refused ('Un auteur au même nom a déjà été créé'), flags, social ids, ordered attributes
// of the brand and the avatar (an image URL standing in for the media issue's MediaField).
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Option,
  Select,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { MESSAGES } from '../../../../common/domain/messages';
import { ImageUrlField } from '../../mediaKit';
import { SOCIAL_FIELDS, type AuthorValues } from './authorForm';
import { useAuthorForm, type AuthorForm } from './useAuthorForm';

const useStyles = makeStyles({
  surface: { maxWidth: '800px', width: '100%' },
  grid: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
  },
  wide: { gridColumn: '1 / -1' },
  flags: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
});

export interface AuthorFormDialogProps {
  /** null: a new author. */
  authorId: string | null;
  brandKeys: readonly string[];
  defaultBrand: string;
  isSuperAdmin: boolean;
  /** Names of the brand's authors already listed, for the duplicate-name rule. */
  otherAuthors: readonly { id: string; name: string; brandKey: string }[];
  onClose(saved: boolean): void;
}

export function AuthorFormDialog({
  authorId,
  brandKeys,
  defaultBrand,
  isSuperAdmin,
  otherAuthors,
  onClose,
}: AuthorFormDialogProps) {
  const styles = useStyles();
  const form = useAuthorForm({ authorId, defaultBrand, isSuperAdmin, otherAuthors, onClose });
  const { values, formError, saving, save } = form;

  return (
    <Dialog open modalType="modal" onOpenChange={(_e, d) => !d.open && onClose(false)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{authorId ? 'Modifier un auteur' : 'Ajouter un auteur'}</DialogTitle>
          <DialogContent>
            {formError && (
              <MessageBar intent="error">
                <MessageBarBody>{formError}</MessageBarBody>
              </MessageBar>
            )}
            {!values ? (
              <Spinner label="Chargement…" />
            ) : (
              <AuthorFields form={form} values={values} brandKeys={brandKeys} />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onClose(false)}>Annuler</Button>
            <Button appearance="primary" disabled={!values || saving} onClick={() => void save()}>
              {MESSAGES.save}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

interface AuthorFieldsProps {
  form: AuthorForm;
  /** The loaded values (form.values once not null). */
  values: AuthorValues;
  brandKeys: readonly string[];
}

/** The form itself, once the values are there. */
function AuthorFields({ form, values, brandKeys }: AuthorFieldsProps) {
  const styles = useStyles();
  const { previousBrand, userIdEditable, set, save } = form;
  const text = (field: keyof AuthorValues & string, label: string, required = false) => (
    <AuthorTextField form={form} field={field} label={label} required={required} />
  );

  return (
    <form
      className={styles.grid}
      aria-label="Auteur"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {text('name', 'Nom', true)}
      <Field label="Marque" required validationMessage={form.shown('brandKey')}>
        <Select
          value={values.brandKey}
          disabled={previousBrand !== null}
          onChange={(_e, d) => {
            set('brandKey', d.value);
            set('attributeIds', []);
          }}
        >
          {brandKeys.map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </Select>
      </Field>
      {text('resume', 'Fonction et spécialité')}
      {text('email', 'E-mail')}
      <Field className={styles.wide} label="Biographie">
        <Textarea
          value={values.description}
          resize="vertical"
          onChange={(_e, d) => set('description', d.value)}
        />
      </Field>
      <div className={styles.wide}>
        <ImageUrlField
          label="Avatar"
          value={values.avatarUrl}
          brandKey={values.brandKey}
          onChange={(url) => set('avatarUrl', url)}
        />
      </div>
      <AuthorAttributesField form={form} values={values} />
      {SOCIAL_FIELDS.map(([field, label]) => (
        <div key={field}>{text(field, label)}</div>
      ))}
      {userIdEditable && text('userId', 'Identifiant utilisateur')}
      <AuthorFlags form={form} values={values} />
    </form>
  );
}

interface AuthorTextFieldProps {
  form: AuthorForm;
  field: keyof AuthorValues & string;
  label: string;
  required: boolean;
}

function AuthorTextField({ form, field, label, required }: AuthorTextFieldProps) {
  return (
    <Field label={label} required={required} validationMessage={form.shown(field)}>
      <Input
        value={String(form.values?.[field] ?? '')}
        onChange={(_e, d) => form.set(field, d.value as never)}
      />
    </Field>
  );
}

/** The brand's attributes, kept in the order the user chose them. */
function AuthorAttributesField({ form, values }: { form: AuthorForm; values: AuthorValues }) {
  const styles = useStyles();
  const { attributes, attributeTitle, set } = form;
  return (
    <Field
      className={styles.wide}
      label="Attributs"
      hint={
        values.attributeIds.length
          ? `Ordre : ${values.attributeIds.map(attributeTitle).join(', ')}`
          : 'Dans l’ordre où vous les choisissez.'
      }
    >
      <Dropdown
        multiselect
        placeholder="Aucun"
        selectedOptions={values.attributeIds}
        value={values.attributeIds.map(attributeTitle).join(', ')}
        onOptionSelect={(_e, d) => {
          const chosen = d.selectedOptions;
          // Keep the order of choice: the kept ones first, the new one last.
          const kept = values.attributeIds.filter((id) => chosen.includes(id));
          set('attributeIds', [...kept, ...chosen.filter((id) => !kept.includes(id))]);
        }}
      >
        {attributes.map((attribute) => (
          <Option key={attribute.id} value={attribute.id}>
            {attribute.title}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

function AuthorFlags({ form, values }: { form: AuthorForm; values: AuthorValues }) {
  const styles = useStyles();
  const { set } = form;
  return (
    <div className={`${styles.wide} ${styles.flags}`}>
      <Checkbox
        label="Auteur principal"
        checked={values.isMain}
        onChange={(_e, d) => set('isMain', d.checked === true)}
      />
      <Checkbox
        label="Profil public"
        checked={values.hasPublicProfile}
        onChange={(_e, d) => set('hasPublicProfile', d.checked === true)}
      />
      <Checkbox
        label="Auteur externe"
        checked={values.isExternal}
        onChange={(_e, d) => set('isExternal', d.checked === true)}
      />
    </div>
  );
}
