// The article editor's fields, in the editor's order (ArticleEditor.tsx): the titles, the slug,
// the main media, the lead and the body. Split out of ArticleEditor (issue 31).
import {
  Button,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import type { ReactNode, RefObject } from 'react';
import type { BrandProfile } from '../../../../common/domain/brandProfile';
import { LIMITS } from '../../../../common/domain/limits';
import { MESSAGES } from '../../../../common/domain/messages';
import {
  canRegenerateSlug,
  isValidSlug,
  normalizeSlugInput,
  slugify,
} from '../../../../common/domain/validation/slug';
import type { SuggestionKind } from '../../../../common/domain/aiSuggestions';
import { countCharactersInText, docToPlainText, pluralize } from '../../../../common/richtext';
import { AiTitleChip } from '../../articleKit/ai/AiTitleChip';
import { paragraphDoc, replaceDocument } from '../../articleKit/ai/replaceDocument';
import type { AiAvailability } from '../../articleKit/ai/useAiStatus';
import { RichTextEditor, mainSpelling } from '../../editor';
import type { FieldErrors } from '../../editorKit';
import type { ArticleFormValues, TextField } from '../../articleKit/articleForm';
import type { ListKind } from '../../articleKit/listParams';
import { BodyImageDrop, MediaField, multimediaPickerOf } from '../../mediaKit';
import { ArticleMediaSlot } from './ArticleMediaSlot';
import type { ArticleViews, useInternalLinks } from './useArticleEditorState';

const useStyles = makeStyles({
  slugRow: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  slugField: { flexGrow: 1 },
  toggle: { alignSelf: 'flex-start' },
  inputRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  input: { flexGrow: 1 },
  labelRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** The form, its changes and its messages: what every field reads and writes. */
export interface ArticleFormProps {
  form: ArticleFormValues;
  update: (change: Partial<ArticleFormValues>) => void;
  fieldErrors: FieldErrors;
}

function ArticleTextField({
  form,
  update,
  fieldErrors,
  field,
  label,
  hint,
  autoFocus,
  chip,
  maxLength,
}: ArticleFormProps & {
  field: TextField;
  label: string;
  hint?: string;
  autoFocus?: boolean;
  maxLength?: number;
  /** The AI title chip, beside the input. */
  chip?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <Field label={label} validationMessage={fieldErrors[field]} hint={hint}>
      {/* The Input reads the Field's label and messages from its context, inside the row too. */}
      <div className={styles.inputRow}>
        <Input
          className={styles.input}
          autoFocus={autoFocus}
          maxLength={maxLength}
          value={form[field]}
          onChange={(_, data) =>
            update({ [field]: field === 'slug' ? normalizeSlugInput(data.value) : data.value })
          }
        />
        {chip}
      </div>
    </Field>
  );
}

/** Where the AI title chips ask (null: the brand has none — spec 000 §2 displayIATitle, Cerise). */
export interface TitleChips {
  brandKey: string;
  availability: AiAvailability;
}

type ChipField = Exclude<TextField, 'slug' | 'signatureComplement'>;
const CHIP_KINDS: Record<ChipField, SuggestionKind> = {
  title: 'Title',
  discoverTitle: 'DiscoverTitle',
  partnerTitle: 'Head',
  secondaryTitle: 'Clickbait',
};

function titleChip(
  chips: TitleChips | null,
  { form, update }: ArticleFormProps,
  field: ChipField,
  label: string,
) {
  if (!chips) return undefined;
  return (
    <AiTitleChip
      kind={CHIP_KINDS[field]}
      fieldLabel={label}
      currentText={form[field]}
      brandKey={chips.brandKey}
      availability={chips.availability}
      // Paraphrasing rewrites the field's own text; generating reads the article.
      source={() => ({
        title: form[field].trim() !== '' ? form[field] : form.title,
        lead: form.lead,
        body: form.body,
      })}
      onPick={(text) => update({ [field]: text })}
    />
  );
}

/** The title, and the other titles under « Voir plus ». */
export function ArticleTitles({
  showMore,
  toggleShowMore,
  chips = null,
  ...formProps
}: ArticleFormProps & {
  showMore: boolean;
  toggleShowMore: () => void;
  chips?: TitleChips | null;
}) {
  const styles = useStyles();
  const extra = (field: ChipField, label: string) => (
    <ArticleTextField
      {...formProps}
      field={field}
      label={label}
      chip={titleChip(chips, formProps, field, label)}
    />
  );
  return (
    <>
      {/* Opening an article puts the keyboard in the editor, on its title. */}
      <ArticleTextField
        {...formProps}
        field="title"
        label="Titre"
        hint={pluralize(countCharactersInText(formProps.form.title), 'caractère', 'caractères')}
        autoFocus
        chip={titleChip(chips, formProps, 'title', 'Titre')}
      />
      <Link as="button" className={styles.toggle} onClick={toggleShowMore} aria-expanded={showMore}>
        {showMore ? MESSAGES.toggleLess : MESSAGES.toggleMore}
      </Link>
      {showMore && (
        <>
          {extra('discoverTitle', 'Titre Discover')}
          {extra('partnerTitle', 'Titre accroche')}
          {extra('secondaryTitle', 'Titre secondaire')}
        </>
      )}
    </>
  );
}

/**
 * « Complément de signature » (000 §2 "authors and signature complement"): printed after the
 * authors; a print signature lands here and goes back as the print version's signature.
 */
export function ArticleSignatureComplement(formProps: ArticleFormProps) {
  return (
    <ArticleTextField
      {...formProps}
      field="signatureComplement"
      label={MESSAGES.signatureComplementLabel}
      maxLength={LIMITS.signatureComplementMax}
    />
  );
}

/** The slug, its hint when it is not a valid one, and « Régénérer le slug » from the title. */
export function ArticleSlugRow({
  form,
  update,
  fieldErrors,
  savedSlug,
}: ArticleFormProps & { savedSlug: string }) {
  const styles = useStyles();
  const slugHint =
    form.slug !== '' && !isValidSlug(form.slug) && form.slug !== savedSlug
      ? MESSAGES.slugInvalid
      : undefined;
  return (
    <div className={styles.slugRow}>
      <Field
        label="Slug"
        className={styles.slugField}
        validationMessage={fieldErrors.slug ?? slugHint}
      >
        <Input
          value={form.slug}
          onChange={(_, data) => update({ slug: normalizeSlugInput(data.value) })}
        />
      </Field>
      <Button
        icon={<ArrowClockwiseRegular />}
        disabled={!canRegenerateSlug(form.title)}
        onClick={() => update({ slug: slugify(form.title) })}
      >
        Régénérer le slug
      </Button>
    </div>
  );
}

/** The main media: uploads, the picker and URLs (the media area's field). */
export function ArticleMainMedia({
  form,
  update,
  fieldErrors,
  kind,
  brandKey,
}: ArticleFormProps & { kind: ListKind; brandKey: string }) {
  return kind === 'video' ? (
    <ArticleMediaSlot
      brandKey={brandKey}
      medias={form.medias}
      onChange={(medias) => update({ medias })}
      fieldErrors={fieldErrors}
      isVideo
    />
  ) : (
    // « Image principale » is the article's image (« Une image est obligatoire pour publier »):
    // its picker offers the image tabs only; a content is linked from the body (« Multimédia »).
    <MediaField
      value={form.medias}
      onChange={(medias) => update({ medias })}
      brandKey={brandKey}
      errors={fieldErrors}
      imageOnly
    />
  );
}

export interface ArticleRichTextProps extends ArticleFormProps {
  brandKey: string;
  profile: BrandProfile;
  links: ReturnType<typeof useInternalLinks>;
  notifyError: (message: string) => void;
  /** Taken over by a colleague: the editors stop where they are. */
  stopped: boolean;
  views: RefObject<ArticleViews>;
  /** The AI title chips (the lead's too), or null when the brand has none. */
  chips?: TitleChips | null;
  /** « Liens internes (bêta) » among the body's tools, for brands with internalLinks. */
  bodyTools?: ReactNode;
}

/** The lead's AI chip (kind Body): a picked lead replaces the lead as one undoable change. */
function leadChip(props: ArticleRichTextProps) {
  const { chips, form, update, views } = props;
  if (!chips) return null;
  return (
    <AiTitleChip
      kind="Body"
      fieldLabel="Chapô"
      currentText={docToPlainText(form.lead)}
      brandKey={chips.brandKey}
      availability={chips.availability}
      source={() => ({ title: form.title, lead: form.lead, body: form.body })}
      onPick={(text) => {
        const view = views.current.lead;
        if (!view || !replaceDocument(view, paragraphDoc(text)))
          update({ lead: paragraphDoc(text) });
      }}
    />
  );
}

/** The lead, then the body under its heading (with its message), images dropped into it. */
export function ArticleLeadAndBody(props: ArticleRichTextProps) {
  const { form, update, fieldErrors, brandKey, profile, links, notifyError, stopped, views } =
    props;
  const styles = useStyles();
  return (
    <>
      <div className={styles.inputRow}>
        <Field label="Chapô" validationMessage={fieldErrors.lead} className={styles.input}>
          <RichTextEditor
            kind="lead"
            value={form.lead}
            onChange={(lead) => update({ lead })}
            brandProfile={profile}
            searchInternalLinks={links.searchInternalLinks}
            resolveInternalArticle={links.resolveInternalArticle}
            onError={notifyError}
            readOnly={stopped}
            onViewReady={(view) => (views.current.lead = view)}
          />
        </Field>
        {leadChip(props)}
      </div>
      <div className={styles.labelRow}>
        <Subtitle2 as="h2">Corps</Subtitle2>
        {props.bodyTools}
      </div>
      {fieldErrors.body && (
        <MessageBar intent="error">
          <MessageBarBody>{fieldErrors.body}</MessageBarBody>
        </MessageBar>
      )}
      <BodyImageDrop view={() => views.current.body} brandKey={brandKey}>
        <RichTextEditor
          kind="body"
          value={form.body}
          onChange={(body) => update({ body })}
          brandProfile={profile}
          searchInternalLinks={links.searchInternalLinks}
          resolveInternalArticle={links.resolveInternalArticle}
          renderMultimediaPicker={multimediaPickerOf(brandKey)}
          spelling={mainSpelling}
          onError={notifyError}
          readOnly={stopped}
          onViewReady={(view) => (views.current.body = view)}
        />
      </BodyImageDrop>
    </>
  );
}
