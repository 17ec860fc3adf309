// The admin form of the framework (spec 001 §2, §5, §7, §8): loads the entity (or starts a new
// one), shows the not-found message for an unknown id, draws the declared fields with the rule's
// messages, enables Save only when valid and changed (or new), notifies 'Sauvegarde effectuée' /
// 'Création effectuée', and after creation replaces the route with edit or returns to the list.
import {
  Body1,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, SaveRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { MESSAGES } from '../../../common/domain/messages';
import { canSaveAdminForm } from '../../../common/domain/validation/admin';
import type { FieldErrors } from '../../../common/domain/validation/fieldErrors';
import { useSectionLook } from '../app/shell/useSectionLook';
import { apiErrorOf } from '../editorKit/apiError';
import { AdminOnlyPage } from './CrudListPage';
import { CrudToaster, useCrudNotice, type NoticeState } from './crudNotice';
import type { CrudContext, EditConfig, FieldOption, SideItem } from './crudTypes';
import { FormFieldControl } from './FormFieldControl';
import { useCrudContext } from './useCrudContext';

const useStyles = makeStyles({
  root: {
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  spacer: { flexGrow: 1 },
  body: { display: 'flex', gap: tokens.spacingHorizontalXXL, alignItems: 'flex-start' },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    flexGrow: 1,
    minWidth: 0,
    maxWidth: '720px',
  },
  side: {
    width: '280px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  sideValue: { wordBreak: 'break-all' },
});

/** The admin hub's name (spec 001 §2), the window's title while an id is edited. */
const ADMIN_AREA_TITLE = 'Administration';

/** Route shape: /crud/<x>/:id, /crud/<x>/new (no :id), /crud/attribute/new/:brandKey. */
export function CrudEditPage<Entity, V extends object>({
  config,
}: {
  config: EditConfig<Entity, V>;
}) {
  const ctx = useCrudContext();
  const { id } = useParams();
  // An id is no creation: « Nouvel utilisateur » would be wrong above an unknown or another's id.
  const pageTitle = id ? ADMIN_AREA_TITLE : config.title.create;
  useSectionLook(pageTitle, 'web');
  if (!ctx.isSuperAdmin) return <AdminOnlyPage title={pageTitle} />;
  return <CrudEditor key={id ?? 'new'} config={config} ctx={ctx} id={id ?? null} />;
}

type Loaded<Entity, V> =
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'error'; message: string }
  | { state: 'ready'; entity: Entity | null; initial: V };

function CrudEditor<Entity, V extends object>({
  config,
  ctx,
  id,
}: {
  config: EditConfig<Entity, V>;
  ctx: CrudContext;
  id: string | null;
}) {
  const styles = useStyles();
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

  useEffect(() => {
    if (isNew) return;
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
  }, [config, ctx, id, isNew]);

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
  }, [config, ctx]);

  const ruleErrors = useMemo(
    () => (values ? config.validate(values, { isNew }) : {}),
    [config, values, isNew],
  );
  const initial = loaded.state === 'ready' ? loaded.initial : null;
  const changed = values !== null && JSON.stringify(values) !== JSON.stringify(initial);
  const canSave =
    !saving && values !== null && canSaveAdminForm({ isNew, changed, errors: ruleErrors });

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

  if (loaded.state === 'loading' || (values === null && loaded.state === 'ready'))
    return <Spinner label="Chargement…" style={{ marginTop: 48 }} />;
  if (loaded.state === 'notFound' || loaded.state === 'error')
    return (
      // Only the message: no creation title above an id that names nothing (issue 30).
      <section className={styles.root}>
        <div className={styles.header}>
          <Link to={config.listHref(ctx.brand)} aria-label="Retour à la liste">
            <ArrowLeftRegular />
          </Link>
        </div>
        <MessageBar intent={loaded.state === 'notFound' ? 'warning' : 'error'}>
          <MessageBarBody>
            {loaded.state === 'notFound' ? config.notFoundMessage : loaded.message}
          </MessageBarBody>
        </MessageBar>
      </section>
    );
  if (values === null) return null;

  const state = { isNew, values, ctx };
  const shownError = (name: string): string | undefined =>
    serverErrors[name] ?? (touched.has(name) ? ruleErrors[name] : undefined);

  const save = async () => {
    if (!canSave || !initial) return;
    setSaving(true);
    setFormError(null);
    try {
      const saved = await config.save(ctx, values, { isNew, id, initial });
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
      const api = apiErrorOf(error);
      const mapped: FieldErrors = {};
      const known = new Set(config.fields.map((f) => f.name as string));
      const unplaced: string[] = [];
      for (const [field, message] of Object.entries(api.fields)) {
        const name = config.serverFields?.[field] ?? field;
        if (known.has(name)) mapped[name] = message;
        else unplaced.push(message);
      }
      setServerErrors(mapped);
      setFormError(
        Object.keys(mapped).length > 0 && unplaced.length === 0
          ? null
          : [api.message, ...unplaced].join(' '),
      );
    } finally {
      setSaving(false);
    }
  };

  const side: readonly SideItem[] =
    loaded.entity && config.sidePanel ? config.sidePanel(loaded.entity) : [];
  const title = isNew ? config.title.create : config.title.edit(initial ?? values);

  return (
    <section className={styles.root} aria-labelledby="crud-edit-title">
      <CrudToaster />
      <div className={styles.header}>
        <Link to={config.listHref(ctx.brand)} aria-label="Retour à la liste">
          <ArrowLeftRegular />
        </Link>
        <Title2 as="h1" id="crud-edit-title">
          {title}
        </Title2>
        <div className={styles.spacer} />
        <Button
          appearance="primary"
          icon={<SaveRegular />}
          disabled={!canSave}
          onClick={() => void save()}
        >
          {MESSAGES.save}
        </Button>
      </div>
      {formError && (
        <MessageBar intent="error">
          <MessageBarBody>{formError}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.body}>
        <form
          className={styles.form}
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {config.fields
            .filter((field) => !field.hidden?.(state))
            .map((field) => (
              <FormFieldControl
                key={field.name}
                field={field}
                value={values[field.name]}
                error={shownError(field.name)}
                readOnly={field.readOnly?.(state) ?? false}
                options={
                  typeof field.options === 'string'
                    ? (options[field.options] ?? [])
                    : (field.options ?? [])
                }
                onChange={(value) => setField(field.name, value)}
              />
            ))}
        </form>
        {side.length > 0 && (
          <aside className={styles.side} aria-label="Informations">
            {side.map((item) => (
              <div key={item.label}>
                <Caption1 block>{item.label}</Caption1>
                <Body1 as="p" className={styles.sideValue}>
                  {item.value}
                </Body1>
              </div>
            ))}
          </aside>
        )}
      </div>
    </section>
  );
}
