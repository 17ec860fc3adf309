// The author form dialog's state (spec 000 §3 Author, 001 §5): loading the author, the brand's
// attributes, the validation shown per touched field, the field setter and the save.
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
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
import { apiErrorOf } from '../../editorKit/apiError';
import { authorInputOf, authorValuesOf, newAuthorValues, type AuthorValues } from './authorForm';

export interface AuthorFormOptions {
  /** null: a new author. */
  authorId: string | null;
  defaultBrand: string;
  isSuperAdmin: boolean;
  otherAuthors: readonly { id: string; name: string; brandKey: string }[];
  onClose(saved: boolean): void;
}

export type AuthorForm = ReturnType<typeof useAuthorForm>;

export function useAuthorForm({
  authorId,
  defaultBrand,
  isSuperAdmin,
  otherAuthors,
  onClose,
}: AuthorFormOptions) {
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

  useAuthorLoad(client, authorId, setValues, setPreviousBrand, setFormError);
  useBrandAttributes(client, values?.brandKey ?? '', setAttributes);

  const errors = useAuthorErrors(values, authorId, previousBrand, otherAuthors);
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

  const attributeTitle = (id: string) => attributes.find((a) => a.id === id)?.title ?? id;

  return {
    values,
    previousBrand,
    formError,
    saving,
    attributes,
    userIdEditable,
    shown,
    set,
    save,
    attributeTitle,
  };
}

/** The rule errors of the values (spec 001 §5), the duplicate names checked within their brand. */
function useAuthorErrors(
  values: AuthorValues | null,
  authorId: string | null,
  previousBrand: string | null,
  otherAuthors: AuthorFormOptions['otherAuthors'],
) {
  return useMemo(
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
}

/** Loads an existing author's values; its brand then stays fixed. */
function useAuthorLoad(
  client: ApolloClient,
  authorId: string | null,
  setValues: (values: AuthorValues) => void,
  setPreviousBrand: (brand: string) => void,
  setFormError: (message: string) => void,
) {
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
    // The setters are useState's, stable: the effect still reruns on client and authorId only.
  }, [client, authorId, setValues, setPreviousBrand, setFormError]);
}

/** The attributes of the chosen brand, offered in the "Attributs" dropdown. */
function useBrandAttributes(
  client: ApolloClient,
  brand: string,
  setAttributes: (attributes: { id: string; title: string }[]) => void,
) {
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
  }, [client, brand, setAttributes]);
}
