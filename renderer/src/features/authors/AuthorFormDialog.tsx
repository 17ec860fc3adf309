// The author form dialog (spec 000 §2 "Authors", §3 Author, 001 §5, §8): name and brand required,
// the brand fixed once set, the user id editable by a super-admin only, e-mail checked, duplicate
// names refused ('Un auteur au même nom a déjà été créé'), flags, social ids, ordered attributes
// of the brand and the avatar (an image URL standing in for the media issue's MediaField).
import { useApolloClient } from '@apollo/client/react';
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
import { useEffect, useMemo, useState } from 'react';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import { canEditAuthorUserId, validateAuthor } from '../../../../common/domain/validation/author';
import {
  AuthorAttributesDocument,
  AuthorCreateDocument,
  AuthorFormDocument,
  AuthorUpdateDocument,
} from '../../graphql/generated/graphql';
import { fetchData, mutateData } from '../../adminKit/adminApi';
import { ImageUrlField } from '../../mediaKit';
import { apiErrorOf } from '../../editorKit/apiError';
import {
  authorInputOf,
  authorValuesOf,
  newAuthorValues,
  SOCIAL_FIELDS,
  type AuthorValues,
} from './authorForm';

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
  const client = useApolloClient();
  const [values, setValues] = useState<AuthorValues | null>(
    authorId ? null : newAuthorValues(defaultBrand),
  );
  const [previousBrand, setPreviousBrand] = useState<string | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [attributes, setAttributes] = useState<{ id: string; title: string }[]>([]);
  const userIdEditable = canEditAuthorUserId(isSuperAdmin);

  useEffect(() => {
    if (!authorId) return;
    let alive = true;
    fetchData(client, AuthorFormDocument, { id: authorId })
      .then((data) => {
        if (!alive || !data.author) return;
        setValues(authorValuesOf(data.author));
        setPreviousBrand(data.author.brandKey);
      })
      .catch((error: unknown) => alive && setFormError(apiErrorOf(error).message));
    return () => {
      alive = false;
    };
  }, [client, authorId]);

  const brand = values?.brandKey ?? '';
  useEffect(() => {
    if (!brand) return;
    let alive = true;
    fetchData(client, AuthorAttributesDocument, {
      brandKey: brand,
      first: LIMITS.pageSize.authorsForAttributes,
    })
      .then((data) => alive && setAttributes(data.attributes))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [client, brand]);

  const errors = useMemo(
    () =>
      values
        ? validateAuthor(
            { id: authorId, name: values.name, brandKey: values.brandKey, email: values.email },
            {
              previousBrandKey: previousBrand,
              otherAuthors: otherAuthors.filter((a) => a.brandKey === values.brandKey),
            },
          )
        : {},
    [values, authorId, previousBrand, otherAuthors],
  );
  const shown = (field: string) =>
    serverErrors[field] ?? (touched.has(field) ? errors[field] : undefined);

  const set = <K extends keyof AuthorValues>(field: K, value: AuthorValues[K]) => {
    setValues((current) => (current ? { ...current, [field]: value } : current));
    setTouched((current) => new Set(current).add(field));
    setServerErrors((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
    setFormError(null);
  };

  const save = async () => {
    if (!values) return;
    setTouched(new Set(Object.keys(values)));
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      const data = authorInputOf(values, userIdEditable);
      if (authorId) await mutateData(client, AuthorUpdateDocument, { id: authorId, data });
      else await mutateData(client, AuthorCreateDocument, { data });
      onClose(true);
    } catch (error) {
      const api = apiErrorOf(error);
      setServerErrors(api.fields);
      setFormError(Object.keys(api.fields).length ? null : MESSAGES.authorSaveError);
    } finally {
      setSaving(false);
    }
  };

  const text = (field: keyof AuthorValues & string, label: string, required = false) => (
    <Field label={label} required={required} validationMessage={shown(field)}>
      <Input
        value={String(values?.[field] ?? '')}
        onChange={(_e, d) => set(field, d.value as never)}
      />
    </Field>
  );

  const attributeTitle = (id: string) => attributes.find((a) => a.id === id)?.title ?? id;

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
              <form
                className={styles.grid}
                aria-label="Auteur"
                onSubmit={(event) => {
                  event.preventDefault();
                  void save();
                }}
              >
                {text('name', 'Nom', true)}
                <Field label="Marque" required validationMessage={shown('brandKey')}>
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
                {SOCIAL_FIELDS.map(([field, label]) => (
                  <div key={field}>{text(field, label)}</div>
                ))}
                {userIdEditable && text('userId', 'Identifiant utilisateur')}
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
              </form>
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
