// The article editor's right drawer (spec 000 §2 "Right drawer" and "Enrichment"): publication
// date, video channel, source, qualifiers, categories (with `suggestCategories`), authors, and the
// tag panels — default tags with `suggestTags` « Suggestions », events, guides, and TV programs and
// collections when the brand allows media programs. Each picker stops at the limit of 001 §9 and
// says so; the server refuses the same save with the same sentence.
import { Button, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SparkleRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import type { BrandProfile } from '../../../../common/domain/brandProfile';
import { formatDateTime } from '../../../../common/domain/dates';
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
  const styles = useStyles();
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

  // « Suggestions »: the suggested tags asked now (the saved article's words), at most 5 added.
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

  const tagPanel = (
    key: 'tags',
    label: string,
    types: readonly string[],
    withSuggestions: boolean,
    search = searches.tags(types),
  ) => {
    const inPanel = form.tags.filter((tag) => types.includes(tag.type ?? 'Tag'));
    const others = form.tags.filter((tag) => !types.includes(tag.type ?? 'Tag'));
    const offered = suggestedTags.filter((tag) => !form.tags.some((t) => t.id === tag.id));
    return (
      <RelationPicker
        label={label}
        selected={inPanel}
        onChange={(items) => update({ [key]: [...others, ...toItems(items)] })}
        search={search}
        max={ARTICLE_RELATION_LIMITS.tags - others.length}
        limitMessage={relationLimitMessage('tags')}
        validationMessage={withSuggestions ? fieldErrors.tags : undefined}
        actions={
          withSuggestions && (
            <div className={styles.suggestions} data-testid="tag-suggestions">
              <Button
                size="small"
                icon={<SparkleRegular />}
                // Offered as soon as the article is saved, whatever the suggestions asked so far
                // gave: a click asks afresh (it stayed disabled after a new article's first save
                // until the article was reopened).
                disabled={
                  !articleId || suggesting || form.tags.length >= ARTICLE_RELATION_LIMITS.tags
                }
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
              {offered.length > 0 && (
                <div role="group" aria-label="Tags suggérés" className={styles.suggestions}>
                  {offered.map((tag) => (
                    <Button
                      key={tag.id}
                      size="small"
                      appearance="outline"
                      aria-label={`Ajouter le tag ${tag.title}`}
                      onClick={() =>
                        form.tags.length < ARTICLE_RELATION_LIMITS.tags &&
                        update({ tags: [...form.tags, ...toItems([tag])] })
                      }
                    >
                      + {tag.title}
                    </Button>
                  ))}
                </div>
              )}
            </div>
          )
        }
      />
    );
  };

  const offeredCategories = suggestedCategories.filter(
    (category) => !form.categories.some((c) => c.id === category.id),
  );

  return (
    <>
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
      {!isVideo && (
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
                <div role="group" aria-label="Catégories suggérées" className={styles.suggestions}>
                  {offeredCategories.map((category) => (
                    <Button
                      key={category.id}
                      size="small"
                      appearance="outline"
                      aria-label={`Ajouter la catégorie ${category.title}`}
                      onClick={() =>
                        form.categories.length < ARTICLE_RELATION_LIMITS.categories &&
                        update({ categories: [...form.categories, ...toItems([category])] })
                      }
                    >
                      + {category.title}
                    </Button>
                  ))}
                </div>
              )
            }
          />
        </DrawerSection>
      )}
      <DrawerSection title="Tags">
        {tagPanel('tags', 'Tags', DEFAULT_TAG_TYPES, !isVideo)}
        <RelationPicker
          label="Événements"
          selected={form.events}
          onChange={(items) => update({ events: toItems(items) })}
          search={searches.categories('Event')}
          max={ARTICLE_RELATION_LIMITS.events}
          limitMessage={relationLimitMessage('events')}
          validationMessage={fieldErrors.events}
        />
        <RelationPicker
          label="Guide"
          selected={form.guides}
          onChange={(items) => update({ guides: toItems(items) })}
          search={searches.categories('Guide')}
          max={ARTICLE_RELATION_LIMITS.guides}
          limitMessage={relationLimitMessage('guides')}
          validationMessage={fieldErrors.guides}
        />
        {profile.mediaProgramsAllowed && (
          <>
            {tagPanel('tags', 'Programmes TV', TV_PROGRAM, false, searches.tvPrograms)}
            {tagPanel('tags', 'Collections TV', TV_COLLECTION, false, searches.tvCollections)}
          </>
        )}
      </DrawerSection>
      <DrawerSection title="Auteurs">
        <RelationPicker
          label="Auteurs"
          selected={form.authors}
          onChange={(items) => update({ authors: toItems(items) })}
          search={searches.authors}
          max={ARTICLE_RELATION_LIMITS.authors}
          limitMessage={relationLimitMessage('authors')}
          validationMessage={fieldErrors.authors}
        />
      </DrawerSection>
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
        <RelationPicker
          label="Qualificatifs"
          selected={form.qualifiers}
          onChange={(items) => update({ qualifiers: toItems(items) })}
          search={searches.qualifiers}
          max={ARTICLE_RELATION_LIMITS.qualifiers}
          limitMessage={relationLimitMessage('qualifiers')}
          validationMessage={fieldErrors.qualifiers}
        />
        {
          <RelationPicker
            label="Chaîne vidéo"
            selected={form.channels}
            onChange={(items) => update({ channels: toItems(items) })}
            search={searches.categories('Channel')}
            max={ARTICLE_RELATION_LIMITS.channels}
            limitMessage={relationLimitMessage('channels')}
            validationMessage={fieldErrors.channels}
          />
        }
      </DrawerSection>
    </>
  );
}
