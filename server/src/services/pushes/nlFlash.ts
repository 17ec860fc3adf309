// Newsletter flash (spec 001 §5, §7, §8): subject and pre-header required, the article needs an
// image and a canonical URL, only for brands with enableNLFlash; sent through the newsletter
// provider, then recorded in the article's flash history. A second flash of the same article within
// LIMITS.nlFlash.duplicateWindowHours is refused (CONFLICT, with the last send's date) unless the
// sender confirms it: the history row is written first, under a lock of the article's row, so two
// clicks at once send one flash; it is removed again when the newsletter tool refused the flash.
import { isAllowedUrl } from '../../../../common/domain/validation/linkRule';
import { and, desc, eq, gt } from 'drizzle-orm';
import { brandProfile } from '../../../../common/domain/brands';
import { formatDateTime } from '../../../../common/domain/dates';
import { LIMITS } from '../../../../common/domain/limits';
import { formatMessage, MESSAGES } from '../../../../common/domain/messages';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { articles, newsletterFlashSenderHistories } from '../../db/schema/content';
import {
  assertNoFieldErrors,
  conflict,
  forbidden,
  notFound,
  serviceUnavailable,
  type FieldErrors,
} from '../../errors';
import { isUuid } from '../content/sqlRows';
import type { NewsletterFlash, ProviderSet } from './providers';

export const NL_FLASH_RESOURCES = ['ARTICLE', 'DIAPO', 'EMPTY', 'RECIPE', 'VIDEO'] as const;
export const NL_FLASH_LIMITS = { subject: 200, teaser: 300, alt: 300, url: 2000 } as const;

interface HistoryRow {
  id: string;
  createdAt: Date;
  subject: string | null;
  userName: string | null;
}

const historyOut = (r: HistoryRow) => ({
  id: r.id,
  createdAt: r.createdAt.toISOString(),
  subject: r.subject,
  userName: r.userName,
});

const blank = (v: string | null | undefined): boolean => !v || v.trim() === '';

async function articleBrand(
  db: Database,
  id: string,
): Promise<{ id: string; brandKey: string } | undefined> {
  if (!isUuid(id)) return undefined;
  const [article] = await db
    .select({ id: articles.id, brandKey: articles.brandKey })
    .from(articles)
    .where(eq(articles.id, id));
  return article;
}

function checkFlash(flash: NewsletterFlash): void {
  const errors: FieldErrors = {};
  if (blank(flash.subject)) errors.subject = formatMessage('fieldRequired', { label: 'Objet' });
  else if (flash.subject.length > NL_FLASH_LIMITS.subject)
    errors.subject = `${NL_FLASH_LIMITS.subject} caractères au maximum.`;
  if (blank(flash.teaser)) errors.teaser = formatMessage('fieldRequired', { label: 'Pré-header' });
  else if (flash.teaser.length > NL_FLASH_LIMITS.teaser)
    errors.teaser = `${NL_FLASH_LIMITS.teaser} caractères au maximum.`;
  if (blank(flash.img) || !isAllowedUrl(flash.img, 'http'))
    errors.img = MESSAGES.nlFlashImageRequired;
  if (blank(flash.contentUrl) || !isAllowedUrl(flash.contentUrl, 'http'))
    errors.contentUrl = MESSAGES.nlFlashUrlMissing;
  if (!(NL_FLASH_RESOURCES as readonly string[]).includes(flash.resource))
    errors.resource = 'Type de contenu inconnu.';
  assertNoFieldErrors(errors);
}

/**
 * The flash's history row, written first under a lock of the article's row (a second send of it
 * waits until this one is recorded); CONFLICT when one went out within the window, unless confirmed.
 */
function recordFlash(
  db: Database,
  user: SessionUser,
  now: Date,
  articleId: string,
  subject: string,
  confirmDuplicate: boolean,
): Promise<HistoryRow> {
  const since = new Date(now.getTime() - LIMITS.nlFlash.duplicateWindowHours * 3_600_000);
  const history = newsletterFlashSenderHistories;
  return db.transaction(async (tx) => {
    await tx
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.id, articleId))
      .for('update');
    const [last] = await tx
      .select({ createdAt: history.createdAt })
      .from(history)
      .where(and(eq(history.articleId, articleId), gt(history.createdAt, since)))
      .orderBy(desc(history.createdAt))
      .limit(1);
    if (last && !confirmDuplicate)
      throw conflict(formatMessage('nlFlashDuplicate', { label: formatDateTime(last.createdAt) }), {
        lastSentAt: last.createdAt.toISOString(),
      });
    const [row] = await tx
      .insert(history)
      .values({ articleId, userId: user.id, subject, createdAt: now })
      .returning({ id: history.id, createdAt: history.createdAt, subject: history.subject });
    return { ...row!, userName: user.name };
  });
}

export async function sendNlFlash(
  db: Database,
  providers: ProviderSet,
  user: SessionUser,
  now: Date,
  flash: NewsletterFlash,
  confirmDuplicate = false,
) {
  if (!brandProfile(flash.brandKey).enableNLFlash) throw forbidden(MESSAGES.nlFlashNotEnabled);
  const article = await articleBrand(db, flash.uuid);
  if (!article || article.brandKey !== flash.brandKey)
    throw notFound(MESSAGES.pushArticleUnknown.replace('du push', 'de la newsletter'));
  checkFlash(flash);
  const newsletter = providers.newsletter;
  if (!newsletter) throw forbidden(MESSAGES.nlFlashProviderMissing);
  const subject = flash.subject.trim();
  const row = await recordFlash(db, user, now, article.id, subject, confirmDuplicate);
  try {
    await newsletter.sendFlash({
      ...flash,
      subject,
      teaser: flash.teaser.trim(),
      img: flash.img.trim(),
      contentUrl: flash.contentUrl.trim(),
    });
  } catch (error) {
    // Not sent: the history must not say it was, nor block the next attempt.
    await db
      .delete(newsletterFlashSenderHistories)
      .where(eq(newsletterFlashSenderHistories.id, row.id));
    console.error(`Newsletter flash : ${error instanceof Error ? error.message : String(error)}`);
    throw serviceUnavailable(MESSAGES.nlFlashProviderRefused);
  }
  const message = newsletter.outcomeNote
    ? `${MESSAGES.nlFlashSent} — ${newsletter.outcomeNote}`
    : MESSAGES.nlFlashSent;
  return { success: true, message, history: historyOut(row) };
}

export async function flashSenderHistories(
  db: Database,
  articleId: string,
  first: number | null | undefined,
  checkBrand: (brandKey: string) => void,
) {
  const article = await articleBrand(db, articleId);
  if (!article) return [];
  checkBrand(article.brandKey);
  const limit = Math.min(Math.max(first ?? 20, 0), 100);
  const history = newsletterFlashSenderHistories;
  const rows = await db
    .select({
      id: history.id,
      createdAt: history.createdAt,
      subject: history.subject,
      userName: users.name,
    })
    .from(history)
    .leftJoin(users, eq(users.id, history.userId))
    .where(eq(history.articleId, articleId))
    .orderBy(desc(history.createdAt))
    .limit(limit);
  return rows.map(historyOut);
}
