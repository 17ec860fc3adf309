// The admin form's state (spec 001 §5, §7, §8): the entity loaded (or a new one), its values, the
// rule and server errors shown per touched field, the select options, and the save with its notice
// and, after a creation, the route replaced by the edit route or the list.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../common/domain/messages';
import { canSaveAdminForm } from '../../../common/domain/validation/admin';
import type { FieldErrors } from '../../../common/domain/validation/fieldErrors';
import { apiErrorOf, type ApiError } from '../editorKit/apiError';
import { useCrudNotice, type NoticeState } from './crudNotice';
import type { CrudContext, EditConfig, FieldOption } from './crudTypes';

export type Loaded<Entity, V> =
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'error'; message: string }
  | { state: 'ready'; entity: Entity | null; initial: V };

export function useCrudEditor<Entity, V extends object>(
  config: EditConfig<Entity, V>,
  ctx: CrudContext,
  id: string | null,
) {
  const navigate = useNavigate();
  const notify = useCrudNotice();
  const isNew = id === null;
  const [loaded, setLoaded] = useState<Loaded<Entity, V>>(() =>
    isNew ? { state: 'ready', entity: null, initial: config.newValues(ctx) } : { state: 'loading' },
  );
  const [values, setValues] = useState<V | null>(() =>
    loaded.state === 'ready' ? loaded.initial : null,
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [options, setOptions] = useState<Record<string, FieldOption[]>>({});

  useCrudEntityLoad(config, ctx, id, setLoaded, setValues);
  useCrudOptionsLoad(config, ctx, setOptions);

  const initial = loaded.state === 'ready' ? loaded.initial : null;
  const { ruleErrors, canSave } = useCrudRules(config, values, initial, isNew, saving);

  const setField = useCallback((name: string, value: unknown) => {
    setValues((current) => (current ? ({ ...current, [name]: value } as V) : current));
    setTouched((current) => new Set(current).add(name));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
    setFormError(null);
  }, []);

  const shownError = (name: string): string | undefined =>
    serverErrors[name] ?? (touched.has(name) ? ruleErrors[name] : undefined);

  const save = async () => {
    if (!canSave || loaded.state !== 'ready' || values === null) return;
    setSaving(true);
    setFormError(null);
    try {
      const saved = await config.save(ctx, values, { isNew, id, initial: loaded.initial });
      if (!isNew) {
        setLoaded({ state: 'ready', entity: loaded.entity, initial: values });
        setTouched(new Set());
        notify(MESSAGES.saveDone);
        return;
      }
      const notice: NoticeState = { notice: MESSAGES.createDone };
      if (config.afterCreate === 'edit' && config.editHref)
        navigate(config.editHref(saved.id, ctx.brand), { replace: true, state: notice });
      else navigate(config.listHref(ctx.brand), { state: notice });
    } catch (error) {
      const placed = placeServerErrors(config, apiErrorOf(error));
      setServerErrors(placed.fields);
      setFormError(placed.formError);
    } finally {
      setSaving(false);
    }
  };

  return {
    isNew,
    loaded,
    values,
    initial,
    formError,
    options,
    canSave,
    setField,
    shownError,
    save,
  };
}

/** The rule's errors, and Save enabled only when valid and changed (or new), not while saving. */
function useCrudRules<Entity, V extends object>(
  config: EditConfig<Entity, V>,
  values: V | null,
  initial: V | null,
  isNew: boolean,
  saving: boolean,
) {
  const ruleErrors = useMemo(
    () => (values ? config.validate(values, { isNew }) : {}),
    [config, values, isNew],
  );
  const changed = values !== null && JSON.stringify(values) !== JSON.stringify(initial);
  const canSave =
    !saving && values !== null && canSaveAdminForm({ isNew, changed, errors: ruleErrors });
  return { ruleErrors, canSave };
}

/** Loads an existing entity: 'notFound' for an unknown id, else its values become the form's. */
function useCrudEntityLoad<Entity, V extends object>(
  config: EditConfig<Entity, V>,
  ctx: CrudContext,
  id: string | null,
  setLoaded: (loaded: Loaded<Entity, V>) => void,
  setValues: (values: V) => void,
) {
  useEffect(() => {
    if (id === null) return;
    let alive = true;
    config
      .load(ctx, id)
      .then((entity) => {
        if (!alive) return;
        if (!entity) return setLoaded({ state: 'notFound' });
        const initial = config.toValues(entity);
        setLoaded({ state: 'ready', entity, initial });
        setValues(initial);
      })
      .catch((error: unknown) => {
        if (!alive) return;
        const api = apiErrorOf(error);
        setLoaded(
          api.code === 'NOT_FOUND'
            ? { state: 'notFound' }
            : { state: 'error', message: api.message },
        );
      });
    return () => {
      alive = false;
    };
    // The setters are useState's, stable; isNew was id === null.
  }, [config, ctx, id, setLoaded, setValues]);
}

/** The select fields' options, loaded once per form. */
function useCrudOptionsLoad<Entity, V>(
  config: EditConfig<Entity, V>,
  ctx: CrudContext,
  setOptions: (options: Record<string, FieldOption[]>) => void,
) {
  useEffect(() => {
    if (!config.loadOptions) return;
    let alive = true;
    config
      .loadOptions(ctx)
      .then((loadedOptions) => alive && setOptions(loadedOptions))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [config, ctx, setOptions]);
}

/**
 * A refused save's field errors under the form's names (serverFields maps roles → roleIds); the
 * errors of no field on the form go to the form's message, after the API's.
 */
function placeServerErrors<Entity, V>(
  config: EditConfig<Entity, V>,
  api: ApiError,
): { fields: FieldErrors; formError: string | null } {
  const mapped: FieldErrors = {};
  const known = new Set(config.fields.map((f) => f.name as string));
  const unplaced: string[] = [];
  for (const [field, message] of Object.entries(api.fields)) {
    const name = config.serverFields?.[field] ?? field;
    if (known.has(name)) mapped[name] = message;
    else unplaced.push(message);
  }
  return {
    fields: mapped,
    formError:
      Object.keys(mapped).length > 0 && unplaced.length === 0
        ? null
        : [api.message, ...unplaced].join(' '),
  };
}
