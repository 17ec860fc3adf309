// The page editor's two panels (PageEditor shows the one the location hash names): the general
// configuration (title, slug, parent, tags, images, descriptions) and the selected section's (its
// own fields, then a board's items, people, a link or a text).
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Subtitle1,
  Switch,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { memo } from 'react';
import { MESSAGES } from '../../../../common/domain/messages';
import {
  PAGE_TAGS_LIMIT_MESSAGE,
  PAGE_TAGS_MAX,
  type SectionType,
} from '../../../../common/domain/validation/page';
import { normalizeSlugInput, slugify } from '../../../../common/domain/validation/slug';
import { RichTextEditor } from '../../editor/RichTextEditor';
import { RelationPicker } from '../../editorKit/RelationPicker';
import { useHandler } from '../../ui/useStable';
import { ImageUrlField, MediaField } from '../../mediaKit';
import { multimediaPickerOf } from '../../mediaKit/multimediaPicker';
import { BoardSectionPanel } from './BoardSectionPanel';
import { SECTION_TYPE_LABELS } from './PageDrawer';
import type { SectionDraft } from './pageForm';
import { ParentPicker } from './ParentPicker';
import { PeopleSectionPanel } from './PeopleSectionPanel';
import { usePageServices, type PageContentEditor } from './usePageEditor';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '860px',
  },
  spacer: { flexGrow: 1 },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  // The rich-text editor draws its own frame: the wrapper only gives the text room.
  editorBox: { '& .ProseMirror': { minHeight: '120px' } },
});

interface PanelProps {
  brandKey: string;
  editor: PageContentEditor;
  disabled: boolean;
  /** A rich-text field's problem, said above the panel. */
  onError: (text: string) => void;
}

/** The page's general configuration. */
export function PageGeneralPanel({ brandKey, editor, disabled, onError }: PanelProps) {
  const styles = useStyles();
  const { form, update: change, fieldErrors: errors, saved: server } = editor;
  const services = usePageServices(brandKey);
  return (
    <section className={styles.panel} aria-labelledby="general-title">
      <Subtitle1 as="h2" id="general-title">
        {MESSAGES.pageGeneralConfiguration}
      </Subtitle1>
      <TextField
        label="Titre"
        required
        validationMessage={errors.title}
        value={form.title}
        disabled={disabled}
        onChange={(value) => change({ title: value })}
      />
      <TextField
        label="Sous-titre"
        value={form.subtitle}
        disabled={disabled}
        onChange={(value) => change({ subtitle: value })}
      />
      <div className={styles.row}>
        <Field label="Slug" validationMessage={errors.slug} style={{ flexGrow: 1 }}>
          <Input
            value={form.slug}
            disabled={disabled}
            onChange={(_, d) => change({ slug: normalizeSlugInput(d.value) })}
          />
        </Field>
        <Button
          disabled={disabled || form.title.trim() === ''}
          onClick={() => change({ slug: slugify(form.title) })}
        >
          Générer le slug
        </Button>
      </div>
      <ParentPicker
        brandKey={brandKey}
        parent={form.parent}
        level={server?.level ?? (form.parent ? form.parent.level + 1 : 1)}
        disabled={disabled || !server}
        error={errors.parentId}
        onChange={(p) => change({ parent: p })}
      />
      <RelationPicker
        label="Tags"
        selected={form.tags}
        onChange={(tags) => change({ tags })}
        search={services.searchTags}
        max={PAGE_TAGS_MAX}
        limitMessage={PAGE_TAGS_LIMIT_MESSAGE}
        validationMessage={errors.tags}
        disabled={disabled}
      />
      <PageGeneralMedia brandKey={brandKey} editor={editor} disabled={disabled} onError={onError} />
    </section>
  );
}

/** The general configuration's images and descriptions. */
function PageGeneralMedia({ brandKey, editor, disabled, onError }: PanelProps) {
  const styles = useStyles();
  const { form, update: change, fieldErrors: errors } = editor;
  const services = usePageServices(brandKey);
  return (
    <>
      <MediaField
        label="Images"
        value={form.medias}
        onChange={(medias) => change({ medias })}
        brandKey={brandKey}
        multiple
        imageOnly
        details={[]}
        errors={{ medias: errors.medias }}
        disabled={disabled}
      />
      <Field label="Description SEO">
        <Textarea
          value={form.descriptionSEO}
          disabled={disabled}
          onChange={(_, d) => change({ descriptionSEO: d.value })}
        />
      </Field>
      <Field label="Description">
        <div className={styles.editorBox}>
          <RichTextEditor
            kind="body"
            value={form.description}
            onChange={(description) => change({ description })}
            brandProfile={services.profile}
            searchInternalLinks={services.searchInternalLinks}
            resolveInternalArticle={services.resolveInternalArticle}
            renderMultimediaPicker={multimediaPickerOf(brandKey)}
            onError={onError}
            readOnly={disabled}
            ariaLabel="Description"
          />
        </div>
      </Field>
    </>
  );
}

/** One line of text with its label (and its rule's message). */
function TextField(props: {
  label: string;
  required?: boolean;
  validationMessage?: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      label={props.label}
      required={props.required}
      validationMessage={props.validationMessage}
    >
      <Input
        value={props.value}
        disabled={props.disabled}
        onChange={(_, d) => props.onChange(d.value)}
      />
    </Field>
  );
}

/** The selected section: its own fields, then what its type holds. */
export function PageSectionPanel({
  active,
  onSelect,
  ...props
}: PanelProps & { active: SectionDraft; onSelect: (key: string | null) => void }) {
  const styles = useStyles();
  const { editor, disabled } = props;
  const { form, fieldErrors: errors } = editor;
  const activeIndex = form.sections.indexOf(active);
  const changeSection = (key: string, next: Partial<SectionDraft>) =>
    editor.update({
      sections: editor.currentValues().sections.map((s) => (s.key === key ? { ...s, ...next } : s)),
    });
  // The section's own fields are kept while they and their messages are the same (a board's
  // items are not among them): their handlers are the same functions every render.
  const sectionKey = active.key;
  const changeActive = useHandler((next: Partial<SectionDraft>) => changeSection(sectionKey, next));
  const removeActive = useHandler(() => {
    editor.update({
      sections: editor.currentValues().sections.filter((s) => s.key !== sectionKey),
    });
    onSelect(null);
  });
  const changeBoard = useHandler((items: SectionDraft['items']) => changeActive({ items }));
  return (
    <section className={styles.panel} aria-labelledby="section-title">
      <SectionOwnFields
        type={active.type}
        isActive={active.isActive}
        title={active.title}
        description={active.description}
        metas={active.metas}
        error={errors[`sections.${activeIndex}`]}
        titleError={errors[`sections.${activeIndex}.title`]}
        disabled={disabled}
        onChange={changeActive}
        onRemove={removeActive}
      />
      {active.type === 'Board' && (
        <BoardSectionPanel
          brandKey={props.brandKey}
          items={active.items}
          disabled={disabled}
          onChange={changeBoard}
        />
      )}
      {active.type === 'People' && (
        <PeopleSectionPanel
          people={active.people}
          disabled={disabled}
          onChange={(people) => changeSection(active.key, { people })}
        />
      )}
      {active.type === 'Url' && (
        <UrlSectionFields
          active={active}
          disabled={disabled}
          brandKey={props.brandKey}
          onChange={changeActive}
        />
      )}
      {active.type === 'Text' && (
        <TextSectionField {...props} active={active} onChange={changeActive} />
      )}
    </section>
  );
}

/** A section's switch, title, description and metas, and its removal. */
const SectionOwnFields = memo(function SectionOwnFields(props: {
  type: SectionType;
  isActive: boolean;
  title: string;
  description: string;
  metas: string;
  error: string | undefined;
  titleError: string | undefined;
  disabled: boolean;
  onChange: (next: Partial<SectionDraft>) => void;
  onRemove: () => void;
}) {
  const styles = useStyles();
  const { disabled, onChange } = props;
  return (
    <>
      <div className={styles.row}>
        <Subtitle1 as="h2" id="section-title">
          {SECTION_TYPE_LABELS[props.type]}
        </Subtitle1>
        <span className={styles.spacer} />
        <Switch
          label="Section active"
          checked={props.isActive}
          disabled={disabled}
          onChange={(_, d) => onChange({ isActive: d.checked })}
        />
        <Button icon={<DeleteRegular />} disabled={disabled} onClick={props.onRemove}>
          Supprimer la section
        </Button>
      </div>
      {props.error && (
        <MessageBar intent="error">
          <MessageBarBody>{props.error}</MessageBarBody>
        </MessageBar>
      )}
      <TextField
        label="Titre de la section"
        required
        validationMessage={props.titleError}
        value={props.title}
        disabled={disabled}
        onChange={(value) => onChange({ title: value })}
      />
      <TextField
        label="Description"
        value={props.description}
        disabled={disabled}
        onChange={(value) => onChange({ description: value })}
      />
      <TextField
        label={MESSAGES.sectionMetas}
        value={props.metas}
        disabled={disabled}
        onChange={(value) => onChange({ metas: value })}
      />
    </>
  );
});

/** An external page section: its link and optional image. */
function UrlSectionFields({
  active,
  brandKey,
  disabled,
  onChange,
}: {
  active: SectionDraft;
  brandKey: string;
  disabled: boolean;
  onChange: (next: Partial<SectionDraft>) => void;
}) {
  return (
    <>
      <Field label="Lien" hint="https://…">
        <Input
          type="url"
          value={active.url}
          disabled={disabled}
          onChange={(_, d) => onChange({ url: d.value })}
        />
      </Field>
      <ImageUrlField
        label="Image (facultative)"
        value={active.imageUrl}
        brandKey={brandKey}
        disabled={disabled}
        onChange={(imageUrl) => onChange({ imageUrl })}
      />
    </>
  );
}

/** A text section's rich text. */
function TextSectionField({
  brandKey,
  active,
  disabled,
  onError,
  onChange,
}: PanelProps & { active: SectionDraft; onChange: (next: Partial<SectionDraft>) => void }) {
  const styles = useStyles();
  const services = usePageServices(brandKey);
  return (
    <Field label="Texte">
      <div className={styles.editorBox}>
        <RichTextEditor
          key={active.key}
          kind="body"
          value={active.body}
          onChange={(body) => onChange({ body })}
          brandProfile={services.profile}
          searchInternalLinks={services.searchInternalLinks}
          resolveInternalArticle={services.resolveInternalArticle}
          renderMultimediaPicker={multimediaPickerOf(brandKey)}
          onError={onError}
          readOnly={disabled}
          ariaLabel="Texte de la section"
        />
      </div>
    </Field>
  );
}
