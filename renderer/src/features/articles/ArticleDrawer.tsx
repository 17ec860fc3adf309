// The article editor's right drawer (spec 000 §2 "Right drawer" and "Enrichment"): publication
// date, video channel, source, qualifiers, categories (with `suggestCategories`), authors, and the
// tag panels — default tags with `suggestTags` « Suggestions », events, guides, and TV programs and
// collections when the brand allows media programs; on affiliate brands with the Affilizz plug-in,
// the article's « Cartes produit affiliées » switch (issue 37). Each picker stops at the limit of 001 §9 and
// says so; the server refuses the same save with the same sentence.
import { Button, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SparkleRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import type { BrandProfile } from '../../../../common/domain/brandProfile';
import { formatDateTime } from '../../../../common/domain/dates';
import { offersAffiliateCards } from '../../../../common/domain/validation/affiliate';
import { LIMITS } from '../../../../common/domain/limits';
import {
  isPublishedType,
  isScheduledType,
  type ArticleStatus,
} from '../../../../common/domain/statuses';
import {
  ARTICLE_RELATION_LIMITS,
  relationLimitMessage,
} from '../../../../common/domain/validation/relationLimits';
import { DrawerSection, type FieldErrors } from '../../editorKit';
import { RelationPicker, type PickableItem } from '../../editorKit/RelationPicker';
import type { ArticleFormValues, RelationItem } from '../../articleKit/articleForm';
import type { DrawerSearches } from '../../articleKit/drawerSearch';
import { AffiliateCardsSwitch } from '../../articleKit/affiliate/AffiliateCardsSwitch';
import { ArticleSignatureComplement } from './ArticleEditorFields';

const useStyles = makeStyles({
  suggestions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Tag types shown in the default tag panel; events, guides and TV have panels of their own. */
export const DEFAULT_TAG_TYPES = [
  'Tag',
  'Person',
  'Company',
  'Destination',
  'Isin',
  'Medecine',
] as const;
const TV_PROGRAM = ['TvProgram'] as const;
const TV_COLLECTION = ['TvCollection'] as const;

export const SUGGESTIONS_LABEL = 'Suggestions';
export const SUGGESTION_MESSAGES = {
  afterFirstSave: 'Les suggestions apparaissent après le premier enregistrement.',
  none: 'Aucun tag à suggérer pour le texte enregistré de cet article.',
  failed: "Les suggestions n'ont pas pu être chargées. Réessayez.",
} as const;

/**
 * The suggested tags « Suggestions » adds: those not chosen yet, at most 5, and never past the
 * 20-tag limit.
 */
export function tagsToAdd(
  current: readonly RelationItem[],
  suggested: readonly PickableItem[],
): RelationItem[] {
  const chosen = new Set(current.map((tag) => tag.id));
  const room = Math.max(0, ARTICLE_RELATION_LIMITS.tags - current.length);
  return suggested
    .filter((tag) => !chosen.has(tag.id))
    .slice(0, Math.min(LIMITS.tagSuggestions.addedBySuggestionsButton, room))
    .map((tag) => ({ id: tag.id, title: tag.title, ...(tag.type ? { type: tag.type } : {}) }));
}

const toItems = (items: PickableItem[]): RelationItem[] =>
  items.map((i) => ({ id: i.id, title: i.title, ...(i.type ? { type: i.type } : {}) }));

export interface ArticleDrawerProps {
  form: ArticleFormValues;
  update: (change: Partial<ArticleFormValues>) => void;
  fieldErrors: FieldErrors;
  searches: DrawerSearches;
  profile: BrandProfile;
  isVideo: boolean;
  /** The saved article (suggestions read the article as saved), null before the first save. */
  articleId: string | null;
  /** Bumped after each acknowledged save, so suggestions are asked again. */
  version: number | null;
  status: ArticleStatus;
  publishedAt: string | null;
}

type Update = ArticleDrawerProps['update'];

/** The tags and categories suggested for the saved article, asked again after each save. */
function useSuggestedRelations(
  articleId: string | null,
  version: number | null,
  isVideo: boolean,
  searches: DrawerSearches,
) {
  const [suggestedTags, setSuggestedTags] = useState<PickableItem[]>([]);
  const [suggestedCategories, setSuggestedCategories] = useState<PickableItem[]>([]);

  useEffect(() => {
    if (!articleId || isVideo) return;
    let current = true;
    void searches
      .suggestTags(articleId)
      .then((found) => current && setSuggestedTags(found))
      .catch(() => current && setSuggestedTags([]));
    void searches
      .suggestCategories(articleId)
      .then((found) => current && setSuggestedCategories(found))
      .catch(() => current && setSuggestedCategories([]));
    return () => {
      current = false;
    };
  }, [articleId, version, isVideo, searches]);

  return { suggestedTags, setSuggestedTags, suggestedCategories };
}

/** « Suggestions »: the suggested tags asked now (the saved article's words), at most 5 added. */
function useAddSuggestedTags(
  articleId: string | null,
  searches: DrawerSearches,
  form: ArticleFormValues,
  update: Update,
  setSuggestedTags: (tags: PickableItem[]) => void,
) {
  const [suggesting, setSuggesting] = useState(false);
  const [suggestionNote, setSuggestionNote] = useState<string | null>(null);
  const formRef = useRef(form);
  formRef.current = form;
  const addSuggestedTags = async () => {
    if (!articleId) return;
    setSuggesting(true);
    setSuggestionNote(null);
    const found = await searches.suggestTags(articleId).catch(() => null);
    setSuggesting(false);
    if (found === null) {
      setSuggestionNote(SUGGESTION_MESSAGES.failed);
      return;
    }
    setSuggestedTags(found);
    const current = formRef.current.tags;
    const added = tagsToAdd(current, found);
    if (added.length === 0) setSuggestionNote(SUGGESTION_MESSAGES.none);
    else update({ tags: [...current, ...added] });
  };
  return { suggesting, suggestionNote, addSuggestedTags };
}

type TagSuggestionsState = ReturnType<typeof useAddSuggestedTags> & {
  suggestedTags: PickableItem[];
};

/** Outline buttons adding one suggested item each, when any is left to add. */
function SuggestedItems({
  label,
  itemLabel,
  offered,
  onAdd,
}: {
  label: string;
  itemLabel: (title: string) => string;
  offered: PickableItem[];
  onAdd: (item: PickableItem) => void;
}) {
  const styles = useStyles();
  if (offered.length === 0) return null;
  return (
    <div role="group" aria-label={label} className={styles.suggestions}>
      {offered.map((item) => (
        <Button
          key={item.id}
          size="small"
          appearance="outline"
          aria-label={itemLabel(item.title)}
          onClick={() => onAdd(item)}
        >
          + {item.title}
        </Button>
      ))}
    </div>
  );
}

/** The default tag panel's actions: « Suggestions », its note, and the suggested tags. */
function TagSuggestions({
  form,
  update,
  articleId,
  suggestions,
}: {
  form: ArticleFormValues;
  update: Update;
  articleId: string | null;
  suggestions: TagSuggestionsState;
}) {
  const styles = useStyles();
  const { suggestedTags, suggesting, suggestionNote, addSuggestedTags } = suggestions;
  const offered = suggestedTags.filter((tag) => !form.tags.some((t) => t.id === tag.id));
  return (
    <div className={styles.suggestions} data-testid="tag-suggestions">
      <Button
        size="small"
        icon={<SparkleRegular />}
        // Offered as soon as the article is saved, whatever the suggestions asked so far
        // gave: a click asks afresh (it stayed disabled after a new article's first save
        // until the article was reopened).
        disabled={!articleId || suggesting || form.tags.length >= ARTICLE_RELATION_LIMITS.tags}
        title={articleId ? undefined : SUGGESTION_MESSAGES.afterFirstSave}
        onClick={() => void addSuggestedTags()}
      >
        {SUGGESTIONS_LABEL}
      </Button>
      {suggestionNote && (
        <Caption1 role="status" className={styles.muted}>
          {suggestionNote}
        </Caption1>
      )}
      <SuggestedItems
        label="Tags suggérés"
        itemLabel={(title) => `Ajouter le tag ${title}`}
        offered={offered}
        onAdd={(tag) =>
          form.tags.length < ARTICLE_RELATION_LIMITS.tags &&
          update({ tags: [...form.tags, ...toItems([tag])] })
        }
      />
    </div>
  );
}

/**
 * One panel of the article's tags: those of `types`, the others kept aside and counted in the
 * 20-tag limit. `suggestions` (the default panel only) adds « Suggestions » and the field's error.
 */
function TagPanel({
  label,
  types,
  search,
  form,
  update,
  fieldErrors,
  articleId,
  suggestions,
}: {
  label: string;
  types: readonly string[];
  search: (text: string) => Promise<PickableItem[]>;
  form: ArticleFormValues;
  update: Update;
  fieldErrors: FieldErrors;
  articleId: string | null;
  suggestions: TagSuggestionsState | null;
}) {
  const inPanel = form.tags.filter((tag) => types.includes(tag.type ?? 'Tag'));
  const others = form.tags.filter((tag) => !types.includes(tag.type ?? 'Tag'));
  return (
    <RelationPicker
      label={label}
      selected={inPanel}
      onChange={(items) => update({ tags: [...others, ...toItems(items)] })}
      search={search}
      max={ARTICLE_RELATION_LIMITS.tags - others.length}
      limitMessage={relationLimitMessage('tags')}
      validationMessage={suggestions ? fieldErrors.tags : undefined}
      actions={
        suggestions && (
          <TagSuggestions
            form={form}
            update={update}
            articleId={articleId}
            suggestions={suggestions}
          />
        )
      }
    />
  );
}

function PublicationSection({
  status,
  publishedAt,
}: {
  status: ArticleStatus;
  publishedAt: string | null;
}) {
  const styles = useStyles();
  return (
    <DrawerSection title="Publication">
      <Text>
        {publishedAt && isPublishedType(status)
          ? `${isScheduledType(status) ? 'Programmé le' : 'Publié le'} ${formatDateTime(new Date(publishedAt))}`
          : 'Pas encore publié'}
      </Text>
      <Caption1 className={styles.muted}>
        Heure de Paris. La date se choisit en programmant ou en antidatant depuis le statut.
      </Caption1>
    </DrawerSection>
  );
}

function CategoriesSection({
  form,
  update,
  fieldErrors,
  searches,
  suggestedCategories,
}: SectionProps & {
  suggestedCategories: PickableItem[];
}) {
  const offeredCategories = suggestedCategories.filter(
    (category) => !form.categories.some((c) => c.id === category.id),
  );
  return (
    <DrawerSection title="Catégories">
      <RelationPicker
        label="Catégories"
        selected={form.categories}
        onChange={(items) => update({ categories: toItems(items) })}
        search={searches.categories('Category')}
        max={ARTICLE_RELATION_LIMITS.categories}
        limitMessage={relationLimitMessage('categories')}
        validationMessage={fieldErrors.categories}
        actions={
          offeredCategories.length > 0 && (
            <SuggestedItems
              label="Catégories suggérées"
              itemLabel={(title) => `Ajouter la catégorie ${title}`}
              offered={offeredCategories}
              onAdd={(category) =>
                form.categories.length < ARTICLE_RELATION_LIMITS.categories &&
                update({ categories: [...form.categories, ...toItems([category])] })
              }
            />
          )
        }
      />
    </DrawerSection>
  );
}

type RelationKey = 'events' | 'guides' | 'authors' | 'qualifiers' | 'channels';

/** A picker of one of the article's plain relations, at its limit of 001 §9. */
function RelationField({
  relation,
  label,
  search,
  form,
  update,
  fieldErrors,
}: Pick<ArticleDrawerProps, 'form' | 'update' | 'fieldErrors'> & {
  relation: RelationKey;
  label: string;
  search: (text: string) => Promise<PickableItem[]>;
}) {
  return (
    <RelationPicker
      label={label}
      selected={form[relation]}
      onChange={(items) => update({ [relation]: toItems(items) })}
      search={search}
      max={ARTICLE_RELATION_LIMITS[relation]}
      limitMessage={relationLimitMessage(relation)}
      validationMessage={fieldErrors[relation]}
    />
  );
}

type SectionProps = Pick<ArticleDrawerProps, 'form' | 'update' | 'fieldErrors' | 'searches'>;

/** Default tags (with « Suggestions » unless a video), events, guides, and the TV panels. */
function TagsSection({
  searches,
  mediaProgramsAllowed,
  articleId,
  suggestions,
  ...fields
}: SectionProps & {
  mediaProgramsAllowed: boolean;
  articleId: string | null;
  suggestions: TagSuggestionsState | null;
}) {
  const tagPanel = { ...fields, articleId, suggestions: null };
  return (
    <DrawerSection title="Tags">
      <TagPanel
        {...tagPanel}
        label="Tags"
        types={DEFAULT_TAG_TYPES}
        search={searches.tags(DEFAULT_TAG_TYPES)}
        suggestions={suggestions}
      />
      <RelationField
        {...fields}
        relation="events"
        label="Événements"
        search={searches.categories('Event')}
      />
      <RelationField
        {...fields}
        relation="guides"
        label="Guide"
        search={searches.categories('Guide')}
      />
      {mediaProgramsAllowed && (
        <>
          <TagPanel
            {...tagPanel}
            label="Programmes TV"
            types={TV_PROGRAM}
            search={searches.tvPrograms}
          />
          <TagPanel
            {...tagPanel}
            label="Collections TV"
            types={TV_COLLECTION}
            search={searches.tvCollections}
          />
        </>
      )}
    </DrawerSection>
  );
}

function SourceSection({ searches, ...fields }: SectionProps) {
  const { form, update, fieldErrors } = fields;
  return (
    <DrawerSection title="Source et qualificatifs">
      <RelationPicker
        label="Source"
        selected={form.source ? [form.source] : []}
        onChange={(items) => update({ source: toItems(items)[0] ?? null })}
        search={searches.sources}
        max={1}
        limitMessage=""
        validationMessage={fieldErrors.source}
      />
      <RelationField
        {...fields}
        relation="qualifiers"
        label="Qualificatifs"
        search={searches.qualifiers}
      />
      <RelationField
        {...fields}
        relation="channels"
        label="Chaîne vidéo"
        search={searches.categories('Channel')}
      />
    </DrawerSection>
  );
}

export function ArticleDrawer({
  form,
  update,
  fieldErrors,
  searches,
  profile,
  isVideo,
  articleId,
  version,
  status,
  publishedAt,
}: ArticleDrawerProps) {
  const { suggestedTags, setSuggestedTags, suggestedCategories } = useSuggestedRelations(
    articleId,
    version,
    isVideo,
    searches,
  );
  const adding = useAddSuggestedTags(articleId, searches, form, update, setSuggestedTags);
  const sections = { form, update, fieldErrors, searches };

  return (
    <>
      <PublicationSection status={status} publishedAt={publishedAt} />
      {!isVideo && <CategoriesSection {...sections} suggestedCategories={suggestedCategories} />}
      <TagsSection
        {...sections}
        mediaProgramsAllowed={profile.mediaProgramsAllowed}
        articleId={articleId}
        suggestions={isVideo ? null : { ...adding, suggestedTags }}
      />
      <DrawerSection title="Auteurs">
        <RelationField
          form={form}
          update={update}
          fieldErrors={fieldErrors}
          relation="authors"
          label="Auteurs"
          search={searches.authors}
        />
        <ArticleSignatureComplement form={form} update={update} fieldErrors={fieldErrors} />
      </DrawerSection>
      <SourceSection {...sections} />
      {offersAffiliateCards(profile) && (
        <DrawerSection title="Affiliation">
          <AffiliateCardsSwitch
            profile={profile}
            checked={form.affiliateCardsEnabled}
            body={form.body}
            onChange={(checked) => update({ affiliateCardsEnabled: checked })}
          />
        </DrawerSection>
      )}
    </>
  );
}
