// Saving an article (create or update) in one transaction: input checks, lock and version checks,
// the status transition with its dates, the nested relation lists, every domain rule, then the
// row, its lists and a history snapshot. Anything refused throws before commit: nothing is
// half-written.
import { eq, sql, type SQL } from 'drizzle-orm';
import type {
  ArticleForRules,
  MediaObject,
  RichTextDoc as RulesDoc,
  TagRef,
} from '../../../../common/domain/article';
import {
  datesForChosenDate,
  datesOnSave,
  decideStatusChange,
  type DateChanges,
} from '../../../../common/domain/statusChange';
import { LIMITS } from '../../../../common/domain/limits';
import type { ArticleStatus } from '../../../../common/domain/statuses';
import { isPublishedType } from '../../../../common/domain/statuses';
import { emitContentChange, saveAction } from '../../live/contentEvents';
import {
  coverOf,
  hasSlideNode,
  slideshowBodyError,
  slidesOf,
} from '../../../../common/domain/slideshow';
import { docToPlainText } from '../../../../common/richtext/plainText';
import { requireBrand } from '../../auth/guards';
import type { GraphQLContext, SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { articles, articleUrls, sources } from '../../db/schema/content';
import { learnPhotoCredits } from '../../media/photoCredits';
import { assertNoFieldErrors, badUserInput, notFound, type FieldErrors } from '../../errors';
import type {
  ArticleCreateInput,
  ArticleUpdateInput,
  ArticleUrlInput,
  RelationOneInput,
} from '../../generated/resolvers';
import {
  ARTICLE_SUMMARY_COLUMNS,
  findArticle,
  type ArticleListRow,
  type ArticleSummaryRow,
} from './articleQueries';
import { ARTICLE } from '../lockable/contentTypes';
import { assertNotLockedByOther, checkVersion, newLock } from '../lockable/lockable';
import { findReceipt, recordReceipt, SAVE_KEY_REUSED_MESSAGE } from './saveReceipts';
import {
  applyListInput,
  emptyLists,
  LIST_KINDS,
  readLists,
  resolveTargets,
  writeList,
  type KnownTargets,
  type ListKind,
  type RelationLists,
  type TargetInfo,
} from './articleRelations';
import { articleRuleErrors, tagRuleErrors, withoutDuplicateTags } from './articleRules';
import { checkDate, checkMedias, checkText, FIELD_MESSAGES, TEXT_LIMITS } from './fieldChecks';
import { slugOnSave } from '../../../../common/domain/validation/slug';
import { affiliateCardsBodyProblem } from '../../../../common/domain/validation/affiliate';
import { brandProfile } from '../../../../common/domain/brands';
import { articleSnapshot } from './articleSnapshot';
import { checkRichText } from './richTextCheck';
import { personLinksProblem } from '../people/people';
import type { RichTextNode } from '../../../../common/richtext/types';
import { DEFER_BODY_INDEX, searchIndexer } from './searchIndexer';
import { isUuid } from './sqlRows';

export const ARTICLE_MESSAGES = {
  notFound: ARTICLE.messages.notFound,
  sourceUnknown: 'Source introuvable.',
  sourceWrongBrand: "La source n'appartient pas à la marque de l'article.",
  pastDateRequired: 'La date doit être dans le passé pour antidater.',
} as const;

/**
 * Text length (lead + body characters) from which the body's search vector is computed after
 * commit rather than in the save: ~3,000 words, where stemming starts to cost several ms.
 */
export const DEFERRED_INDEX_FROM_CHARS = 20_000;

/** Create fields are the update fields plus brand and format. */
type SaveInput = ArticleUpdateInput & { brandKey?: string; format?: ArticleCreateInput['format'] };

interface Prepared {
  errors: FieldErrors;
  /** Undefined when the input leaves the field alone. */
  lead: CheckedDoc | undefined;
  body: CheckedDoc | undefined;
  publishedAt: Date | null | undefined;
}

/** Checks of the raw input that do not need the database. */
function prepare(input: SaveInput): Prepared {
  const errors: FieldErrors = {};
  if (input.title !== undefined && input.title !== null)
    checkText(errors, 'title', input.title, TEXT_LIMITS.title);
  checkText(errors, 'secondaryTitle', input.secondaryTitle, TEXT_LIMITS.shortText);
  checkText(errors, 'partnerTitle', input.partnerTitle, TEXT_LIMITS.shortText);
  checkText(
    errors,
    'signatureComplement',
    input.signatureComplement,
    LIMITS.signatureComplementMax,
  );
  checkText(errors, 'discoverTitle', input.discoverTitle, TEXT_LIMITS.shortText);
  checkText(errors, 'slug', input.slug, TEXT_LIMITS.slug);
  checkText(errors, 'canonical', input.canonical, TEXT_LIMITS.url);
  checkText(errors, 'publicId', input.publicId, TEXT_LIMITS.shortText);
  checkText(errors, 'platformId', input.platformId, TEXT_LIMITS.shortText);
  checkMedias(errors, 'medias', input.medias);
  for (const [i, url] of (input.urls ?? []).entries()) {
    checkText(errors, `urls.${i}.origin`, url.origin, TEXT_LIMITS.url);
    checkText(errors, `urls.${i}.path`, url.path, TEXT_LIMITS.url);
  }
  const publishedAt = checkDate(errors, 'publishedAt', input.publishedAt);
  let lead: CheckedDoc | undefined;
  let body: CheckedDoc | undefined;
  if (input.lead !== undefined) {
    const r = checkRichText(input.lead, 'lead');
    if (r.ok) lead = { doc: r.doc as RulesDoc | null, json: r.json };
    else errors.lead = r.message;
  }
  if (input.body !== undefined) {
    const r = checkRichText(input.body, 'body');
    if (r.ok) body = { doc: r.doc as RulesDoc | null, json: r.json };
    else errors.body = r.message;
  }
  return { errors, lead, body, publishedAt };
}

/** A checked rich-text field: the document, and its JSON text, stored as is (not serialised twice). */
interface CheckedDoc {
  doc: RulesDoc | null;
  json: string | null;
}

function jsonb(checked: CheckedDoc): SQL | null {
  return checked.json === null ? null : sql`${checked.json}::jsonb`;
}

interface Current {
  /** Without body and lead: a save usually sends the body, so reading (and parsing) the stored one is wasted. */
  row: ArticleSummaryRow | null;
  lists: RelationLists;
  /** What readLists learnt of the current targets (resolveTargets does not ask again). */
  known: KnownTargets;
}

function asMedias(value: unknown): MediaObject[] {
  return Array.isArray(value) ? (value as MediaObject[]) : [];
}

/** Applies the status request through the domain decision (000 §4) and returns the dates to set. */
function statusDates(
  current: {
    status: ArticleStatus;
    format: ArticleForRules['format'];
    publishedAt: Date | null;
    medias: MediaObject[];
  },
  requested: ArticleStatus,
  transition: string | null,
  chosenDate: Date | null | undefined,
  now: Date,
  errors: FieldErrors,
): DateChanges {
  const decision = decideStatusChange({
    article: current,
    requestedStatus: requested,
    transitionType: transition,
    now,
  });
  switch (decision.kind) {
    case 'refused':
      errors.status = decision.message;
      return {};
    case 'publishNow':
    case 'republishDialog':
    case 'confirmPublishNow':
    case 'unpublishWarning':
      return decision.set;
    case 'directSave':
      // "Saved directly with the current publication date": the editor's date when it sent one.
      return chosenDate !== undefined ? { publishedAt: chosenDate } : decision.set;
    case 'mediaDeletionDialog':
      return {};
    case 'antidateDialog':
      if (!chosenDate) {
        errors.publishedAt = FIELD_MESSAGES.dateInvalid;
        return {};
      }
      if (chosenDate.getTime() > now.getTime()) {
        errors.publishedAt = ARTICLE_MESSAGES.pastDateRequired;
        return {};
      }
      return datesForChosenDate(decision.status, chosenDate, now);
    case 'dateDialog':
      // Scheduling needs a publication date: without one the publish requirements say so.
      return chosenDate
        ? datesForChosenDate(decision.status, chosenDate, now)
        : { publishedAt: null };
  }
}

/** The stored article (locked for the save) and its lists; none for a creation. */
async function readCurrent(db: Database, id: string | null): Promise<Current> {
  if (id === null || !isUuid(id)) return { row: null, lists: emptyLists(), known: new Map() };
  const rows = await db
    .select(ARTICLE_SUMMARY_COLUMNS)
    .from(articles)
    .where(eq(articles.id, id))
    .for('update');
  if (!rows[0]) return { row: null, lists: emptyLists(), known: new Map() };
  return { row: rows[0], ...(await readLists(db, id)) };
}

/**
 * The same save sent again because its answer was lost: answered, nothing written. Looked up
 * after the row lock, so a copy arriving while the first is written waits for its receipt. The
 * version is the one that save produced: a later save built on it still meets any change made
 * since by someone else as a conflict.
 */
async function answeredSave(
  db: Database,
  ctx: GraphQLContext,
  user: SessionUser,
  targetId: string | null,
): Promise<ArticleListRow | null> {
  if (!ctx.idempotencyKey) return null;
  const receipt = await findReceipt(db, user.id, ctx.idempotencyKey);
  // A key stands for one save of one article: never answer another article's save with it
  // (a create sent again names no id yet, so it matches whatever it created).
  if (receipt && targetId !== null && targetId !== receipt.articleId)
    throw badUserInput({}, SAVE_KEY_REUSED_MESSAGE);
  const done = receipt ? await findArticle(db, receipt.articleId) : null;
  if (!receipt || !done) return null;
  requireBrand(ctx, done.brandKey);
  return { ...done, version: receipt.version };
}

/**
 * The article's images. A slideshow's body holds only slides, each typed and checked (000 §3);
 * its image in lists and on the dashboard is its first slide's, derived here so it never
 * disagrees with the body. Slides belong to slideshows: another format's body may not hold one.
 */
function mediasOfSave(
  format: ArticleForRules['format'],
  input: SaveInput,
  row: ArticleSummaryRow | null,
  prepared: Prepared,
  errors: FieldErrors,
): MediaObject[] {
  const medias = input.medias !== undefined ? asMedias(input.medias) : asMedias(row?.medias);
  if (prepared.body === undefined) return medias;
  if (format === 'Slideshow') {
    const message = slideshowBodyError(prepared.body.doc);
    if (message) errors.body = message;
    else {
      const cover = coverOf(slidesOf(prepared.body.doc));
      return cover ? [cover] : [];
    }
  } else if (hasSlideNode(prepared.body.doc)) {
    errors.body = FIELD_MESSAGES.richTextInvalid;
  }
  return medias;
}

/** The status the save moves to and the dates it sets (000 §4). */
function decideDates(
  row: ArticleSummaryRow | null,
  fromStatus: ArticleStatus,
  format: ArticleForRules['format'],
  medias: MediaObject[],
  input: SaveInput,
  prepared: Prepared,
  now: Date,
  errors: FieldErrors,
): { status: ArticleStatus; dates: DateChanges; publishedAt: Date | null } {
  let status = fromStatus;
  let dates: DateChanges = {};
  const requested = input.status ?? null;
  const transition = input.transition ?? null;
  if (requested && (requested !== fromStatus || transition)) {
    dates = statusDates(
      { status: fromStatus, format, publishedAt: row?.publishedAt ?? null, medias },
      requested,
      transition,
      prepared.publishedAt,
      now,
      errors,
    );
    status = requested;
  } else {
    // No status change: the publication date of a published-type article moves only through a
    // transition (antidate, schedule…); elsewhere the editor may set it freely.
    if (prepared.publishedAt !== undefined && !isPublishedType(fromStatus))
      dates.publishedAt = prepared.publishedAt;
    dates = {
      ...dates,
      ...datesOnSave({ status, publishedAt: dates.publishedAt ?? row?.publishedAt ?? null }, now),
    };
  }
  const publishedAt =
    dates.publishedAt !== undefined ? dates.publishedAt : (row?.publishedAt ?? null);

  return { status, dates, publishedAt };
}

/** The relation lists the save leaves (000 §3), their targets resolved and checked. */
async function relationsOfSave(
  db: Database,
  input: SaveInput,
  current: Current,
  format: ArticleForRules['format'],
  brandKey: string,
  errors: FieldErrors,
) {
  const lists: RelationLists = { ...current.lists };
  const touched = new Set<ListKind>();
  for (const kind of LIST_KINDS) {
    const op = input[kind];
    if (op) {
      lists[kind] = applyListInput(current.lists[kind], op);
      touched.add(kind);
    }
  }
  // 000 §3: "authors are emptied for videos".
  if (format === 'Video' && lists.authors.length) {
    lists.authors = [];
    touched.add('authors');
  }
  const targets = await resolveTargets(db, lists, brandKey, errors, current.known);
  if (touched.has('tags')) {
    const kept = new Set(
      withoutDuplicateTags(
        targets.tags.map((t) => ({ id: t.id, title: t.title, type: t.type as TagRef['type'] })),
      ).map((t) => t.id),
    );
    targets.tags = targets.tags.filter((t) => kept.has(t.id));
    lists.tags = lists.tags.filter((id) => kept.has(id));
  }
  return { lists, touched, targets };
}

/** The article as the domain rules read it (common/domain articleRules). */
function rulesView(
  fields: Pick<
    ArticleForRules,
    'title' | 'status' | 'format' | 'brandKey' | 'slug' | 'publishedAt' | 'medias' | 'body'
  >,
  targets: Awaited<ReturnType<typeof resolveTargets>>,
  sourceId: string | null,
): ArticleForRules {
  return {
    ...fields,
    tags: targets.tags.map((t) => ({
      id: t.id,
      title: t.title,
      type: t.type as ArticleForRules['tags'][number]['type'],
    })),
    categories: refs(targets.categories),
    channels: refs(targets.channels),
    authors: targets.authors.map((a) => ({ author: { id: a.id, name: a.title } })),
    source: sourceId ? { id: sourceId } : null,
    events: refs(targets.events),
    qualifiers: refs(targets.qualifiers),
    machineTags: refs(targets.machineTags),
    guides: refs(targets.guides),
  };
}

/**
 * One history snapshot (« Historique des modifications »). Raw SQL, measured: the snapshot's lead
 * and body are copied from the row just written, inside the database — sending a 20,000-word body
 * a second time (and parsing it again) doubled the save's cost.
 */
async function recordArticleHistory(
  db: Database,
  userId: string,
  now: Date,
  saved: ArticleListRow,
  lists: RelationLists,
): Promise<void> {
  const { body: _savedBody, lead: _savedLead, ...savedFields } = saved;
  await db.execute(
    sql`insert into article_histories (article_id, user_id, created_at, snapshot)
          select a.id, ${userId}::uuid, ${now.toISOString()}::timestamptz,
                 ${JSON.stringify(articleSnapshot(savedFields, lists))}::jsonb || jsonb_build_object('lead', a.lead, 'body', a.body)
            from articles a where a.id = ${saved.id}::uuid`,
  );
}

type SaveTarget = {
  id: string | null;
  create: ArticleCreateInput | null;
  update: ArticleUpdateInput | null;
};

/** Everything a save writes, checked against the input rules and the domain rules. */
interface CheckedSave {
  isCreate: boolean;
  input: SaveInput;
  brandKey: string;
  row: ArticleSummaryRow | null;
  prepared: Prepared;
  status: ArticleStatus;
  dates: DateChanges;
  publishedAt: Date | null;
  medias: MediaObject[];
  lists: RelationLists;
  touched: Set<ListKind>;
  sourceId: string | null;
  content: SavedContent;
}

/** The title, lead, body and slug the save leaves. */
interface SavedContent {
  title: string;
  /** An update that leaves the lead alone neither reads nor rewrites it. */
  keepLead: boolean;
  lead: RulesDoc | null;
  body: RulesDoc | null;
  slug: string | null;
}

/** Create or update, the input that goes with it, and the article's brand (checked). */
function saveTargetOf(
  ctx: GraphQLContext,
  target: SaveTarget,
  current: Current,
): { isCreate: boolean; input: SaveInput; brandKey: string } {
  const isCreate = current.row === null;
  if (isCreate && !target.create) throw notFound(ARTICLE_MESSAGES.notFound);
  const input: SaveInput = isCreate
    ? (target.create as ArticleCreateInput)
    : (target.update as ArticleUpdateInput);
  const brandKey = isCreate
    ? (input.brandKey as string)
    : (current.row as ArticleSummaryRow).brandKey;
  requireBrand(ctx, brandKey);
  return { isCreate, input, brandKey };
}

async function contentOfSave(
  db: Database,
  input: SaveInput,
  row: ArticleSummaryRow | null,
  prepared: Prepared,
  status: ArticleStatus,
): Promise<SavedContent> {
  const title =
    input.title !== undefined && input.title !== null ? input.title : (row?.title ?? '');
  // An update that leaves the lead alone neither reads nor rewrites it (no rule reads the lead);
  // the body is read back only when not sent, for the publish rules.
  const keepLead = row !== null && prepared.lead === undefined;
  const lead = prepared.lead?.doc ?? null;
  const body =
    prepared.body !== undefined
      ? prepared.body.doc
      : row
        ? ((await storedBody(db, row.id)) as RulesDoc | null)
        : null;
  // Empty on a published or scheduled article: made from the title (001 §5 slug helper).
  const slug = slugOnSave(
    input.slug !== undefined ? input.slug : (row?.slug ?? null),
    title,
    status,
  );
  return { title, keepLead, lead, body, slug };
}

/** Adds the domain rules' messages to the input errors, then throws if there is any. */
function assertSaveRules(
  forRules: ArticleForRules,
  row: ArticleSummaryRow | null,
  isCreate: boolean,
  touched: Set<ListKind>,
  now: Date,
  errors: FieldErrors,
): void {
  // Input errors found earlier win over the rules' messages for the same field.
  const ruleErrors = {
    ...articleRuleErrors(forRules, now, { previousSlug: row?.slug ?? null, isNew: isCreate }),
    ...(touched.has('tags') ? tagRuleErrors(forRules) : {}),
  };
  for (const [field, message] of Object.entries(ruleErrors)) errors[field] ??= message;
  assertNoFieldErrors(errors);
}

/** Every check of the save, in order; throws the field errors before anything is written. */
async function checkSave(
  db: Database,
  ctx: GraphQLContext,
  user: SessionUser,
  target: SaveTarget,
  current: Current,
): Promise<CheckedSave> {
  const now = ctx.now;
  const { isCreate, input, brandKey } = saveTargetOf(ctx, target, current);
  const prepared = prepare(input);
  const errors = prepared.errors;

  // — Lock and version (updates only)
  const row = current.row;
  if (row) {
    await assertNotLockedByOther(ARTICLE, db, row, user, now);
    checkVersion(ARTICLE, row, input.version);
  }

  // — Status and dates
  const format = (row?.format ?? input.format) as ArticleForRules['format'];
  const fromStatus = (row?.status ?? 'Draft') as ArticleStatus;
  const medias = mediasOfSave(format, input, row, prepared, errors);
  const decided = decideDates(row, fromStatus, format, medias, input, prepared, now, errors);
  const { status, publishedAt } = decided;

  // — Relations
  const { lists, touched, targets } = await relationsOfSave(
    db,
    input,
    current,
    format,
    brandKey,
    errors,
  );
  const sourceId = await resolveSource(db, input.source, row?.sourceId ?? null, brandKey, errors);
  // A person link names a person that exists (spec 001 §5), checked only when the body is sent.
  if (prepared.body?.doc && !errors.body) {
    const problem = await personLinksProblem(db, prepared.body.doc as RichTextNode);
    if (problem) errors.body = problem;
  }

  const content = await contentOfSave(db, input, row, prepared, status);
  const { title, slug, body } = content;
  // 000 §2: a card only where the brand and the article allow it; checked when either changes.
  if ((input.body !== undefined || input.affiliateCardsEnabled != null) && !errors.body) {
    const enabled = { affiliateCardsEnabled: affiliateCardsOf(input, row) };
    const problem = affiliateCardsBodyProblem(brandProfile(brandKey), enabled, body);
    if (problem) errors.body = problem;
  }
  const forRules = rulesView(
    { title, status, format, brandKey, slug, publishedAt, medias, body },
    targets,
    sourceId,
  );
  assertSaveRules(forRules, row, isCreate, touched, now, errors);
  return {
    isCreate,
    input,
    brandKey,
    row,
    prepared,
    status,
    dates: decided.dates,
    publishedAt,
    medias,
    lists,
    touched,
    sourceId,
    content,
  };
}

/** The article's columns as the save writes them (both create and update). */
function articleValues(checked: CheckedSave, now: Date) {
  const { input, row, prepared, medias, content } = checked;
  const { keepLead, lead, body } = content;
  return {
    title: content.title,
    status: checked.status,
    secondaryTitle: pick(input.secondaryTitle, row?.secondaryTitle),
    partnerTitle: pick(input.partnerTitle, row?.partnerTitle),
    discoverTitle: pick(input.discoverTitle, row?.discoverTitle),
    signatureComplement: pick(input.signatureComplement, row?.signatureComplement),
    affiliateCardsEnabled: affiliateCardsOf(input, row),
    slug: content.slug,
    ...(keepLead
      ? {}
      : {
          lead: prepared.lead ? jsonb(prepared.lead) : lead,
          leadText: docToPlainText(lead as Parameters<typeof docToPlainText>[0]),
        }),
    body: prepared.body ? jsonb(prepared.body) : body,
    bodyText: docToPlainText(body as Parameters<typeof docToPlainText>[0]),
    medias: medias.length ? medias : null,
    canonical: pick(input.canonical, row?.canonical),
    publicId: pick(input.publicId, row?.publicId),
    platformId: pick(input.platformId, row?.platformId),
    sourceId: checked.sourceId,
    publishedAt: checked.publishedAt,
    editedAt: checked.dates.editedAt ?? row?.editedAt ?? null,
    updatedAt: now,
  };
}

type ArticleValues = ReturnType<typeof articleValues>;

/** Updates or inserts the article's row; returns it with the body and lead just written. */
async function writeArticleRow(
  db: Database,
  user: SessionUser,
  checked: CheckedSave,
  values: ArticleValues,
  now: Date,
): Promise<ArticleListRow> {
  const { row, content } = checked;
  const { body, lead } = content;
  if (row) {
    const updated = await db
      .update(articles)
      .set({ ...values, version: sql`${articles.version} + 1` })
      .where(eq(articles.id, row.id))
      .returning(ARTICLE_SUMMARY_COLUMNS);
    // Body and lead are what we just wrote: no need to read a large document back. A lead left
    // alone stays undefined: Article.lead reads it if the query asks for it.
    return {
      ...(updated[0] as ArticleSummaryRow),
      body,
      lead: content.keepLead ? undefined : lead,
    };
  }
  const create = checked.input as ArticleCreateInput;
  // The creator holds the edition lock from the start (the editor would take it on opening).
  const inserted = await db
    .insert(articles)
    .values({
      ...values,
      brandKey: checked.brandKey,
      format: create.format,
      creatorId: user.id,
      createdAt: now,
      ...newLock(ARTICLE, user, now, create.format),
    })
    .returning(ARTICLE_SUMMARY_COLUMNS);
  return { ...(inserted[0] as ArticleSummaryRow), body, lead };
}

/** The saved article's lists, URLs, learnt photo credits, history entry and save receipt. */
async function writeAfterRow(
  db: Database,
  ctx: GraphQLContext,
  user: SessionUser,
  checked: CheckedSave,
  saved: ArticleListRow,
): Promise<void> {
  const { isCreate, input, lists, touched } = checked;
  const now = ctx.now;
  for (const kind of LIST_KINDS) {
    if (isCreate ? lists[kind].length > 0 : touched.has(kind))
      await writeList(db, saved.id, kind, lists[kind]);
  }
  if (input.urls) await writeUrls(db, saved.id, input.urls);
  // The credits typed for the brand's photos: the library finds them by it from now on.
  if (input.medias !== undefined) await learnPhotoCredits(db, checked.brandKey, checked.medias);
  await recordArticleHistory(db, user.id, now, saved, lists);
  if (ctx.idempotencyKey)
    await recordReceipt(
      db,
      user.id,
      ctx.idempotencyKey,
      { articleId: saved.id, version: saved.version },
      now,
    );
}

export async function saveArticle(
  ctx: GraphQLContext,
  user: SessionUser,
  target: SaveTarget,
): Promise<ArticleListRow> {
  let deferredIndex = false;
  const saved = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    // — What exists, or the same save sent again
    const current = await readCurrent(db, target.id);
    const answered = await answeredSave(db, ctx, user, target.id);
    if (answered) return answered;
    const checked = await checkSave(db, ctx, user, target, current);

    // — Write
    const values = articleValues(checked, ctx.now);
    // A long body's search vector is completed after commit (searchIndexer.ts): stemming 20,000
    // words would cost more than the rest of the save. Shorter bodies are indexed right here, so
    // the usual article is searchable by every word as soon as the save returns.
    if (values.bodyText.length + (values.leadText?.length ?? 0) >= DEFERRED_INDEX_FROM_CHARS) {
      await db.execute(DEFER_BODY_INDEX);
      deferredIndex = true;
    }
    const saved = await writeArticleRow(db, user, checked, values, ctx.now);
    await writeAfterRow(db, ctx, user, checked, saved);
    // The newsroom hears of it once committed (live/eventLog.ts).
    const action = saveAction(current.row, saved, (s) => isPublishedType(s as ArticleStatus));
    await emitContentChange(db, 'article', saved, action, user, ctx.now);
    return saved;
  });
  if (deferredIndex) searchIndexer(ctx.db).schedule();
  return saved;
}

/** The stored body, when a save does not send one (the publish rules read it). */
async function storedBody(db: Database, id: string): Promise<unknown> {
  const rows = await db
    .select({ body: articles.body })
    .from(articles)
    .where(eq(articles.id, id))
    .limit(1);
  return rows[0]?.body ?? null;
}

function refs(list: readonly TargetInfo[]): { id: string; title: string }[] {
  return list.map((t) => ({ id: t.id, title: t.title }));
}

/** `undefined` keeps the stored value; `null` or '' clears it. */
/** The article's affiliate-cards switch after the save: sent, else stored, else on (0174). */
function affiliateCardsOf(input: SaveInput, row: ArticleSummaryRow | null): boolean {
  return input.affiliateCardsEnabled ?? row?.affiliateCardsEnabled ?? true;
}

function pick(value: string | null | undefined, stored: string | null | undefined): string | null {
  if (value === undefined) return stored ?? null;
  return value === null || value === '' ? null : value;
}

async function resolveSource(
  db: Database,
  input: RelationOneInput | null | undefined,
  stored: string | null,
  brandKey: string,
  errors: FieldErrors,
): Promise<string | null> {
  if (!input) return stored;
  if (input.disconnect) return null;
  if (!input.connect) return stored;
  if (!isUuid(input.connect)) {
    errors.source = ARTICLE_MESSAGES.sourceUnknown;
    return stored;
  }
  const found = await db
    .select({ id: sources.id, brandKey: sources.brandKey })
    .from(sources)
    .where(eq(sources.id, input.connect));
  if (!found[0]) errors.source = ARTICLE_MESSAGES.sourceUnknown;
  else if (found[0].brandKey !== brandKey) errors.source = ARTICLE_MESSAGES.sourceWrongBrand;
  return found[0]?.id ?? stored;
}

async function writeUrls(
  db: Database,
  articleId: string,
  urls: readonly ArticleUrlInput[],
): Promise<void> {
  await db.delete(articleUrls).where(eq(articleUrls.articleId, articleId));
  if (urls.length === 0) return;
  await db.insert(articleUrls).values(
    urls.map((u) => ({
      articleId,
      origin: u.origin,
      path: u.path,
      statusOk: u.statusOk ?? true,
    })),
  );
}
