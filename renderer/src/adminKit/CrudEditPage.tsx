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
import { Link, useParams } from 'react-router-dom';
import { MESSAGES } from '../../../common/domain/messages';
import { useSectionLook } from '../app/shell/useSectionLook';
import { AdminOnlyPage } from './CrudListPage';
import { CrudToaster } from './crudNotice';
import type { CrudContext, EditConfig, SideItem } from './crudTypes';
import { FormFieldControl } from './FormFieldControl';
import { useCrudContext } from './useCrudContext';
import { useCrudEditor } from './useCrudEditor';

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

interface CrudEditorProps<Entity, V> {
  config: EditConfig<Entity, V>;
  ctx: CrudContext;
  id: string | null;
}

function CrudEditor<Entity, V extends object>({ config, ctx, id }: CrudEditorProps<Entity, V>) {
  const styles = useStyles();
  const editor = useCrudEditor(config, ctx, id);
  const { isNew, loaded, values, initial, formError, canSave, save } = editor;

  if (loaded.state === 'loading' || (values === null && loaded.state === 'ready'))
    return <Spinner label="Chargement…" style={{ marginTop: 48 }} />;
  if (loaded.state === 'notFound' || loaded.state === 'error')
    return <CrudLoadFailure config={config} ctx={ctx} loaded={loaded} />;
  if (values === null) return null;

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
        <CrudFormFields config={config} ctx={ctx} editor={editor} values={values} title={title} />
        {side.length > 0 && <CrudSidePanel side={side} />}
      </div>
    </section>
  );
}

/** The unknown id's message, or the load's error. */
function CrudLoadFailure<Entity, V>({
  config,
  ctx,
  loaded,
}: {
  config: EditConfig<Entity, V>;
  ctx: CrudContext;
  loaded: { state: 'notFound' } | { state: 'error'; message: string };
}) {
  const styles = useStyles();
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
}

/** The declared fields not hidden, with their options and the messages to show. */
function CrudFormFields<Entity, V extends object>({
  config,
  ctx,
  editor,
  values,
  title,
}: {
  config: EditConfig<Entity, V>;
  ctx: CrudContext;
  editor: ReturnType<typeof useCrudEditor<Entity, V>>;
  values: V;
  title: string;
}) {
  const styles = useStyles();
  const { isNew, options, shownError, setField, save } = editor;
  const state = { isNew, values, ctx };
  return (
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
  );
}

function CrudSidePanel({ side }: { side: readonly SideItem[] }) {
  const styles = useStyles();
  return (
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
  );
}
