// Newsletter flash (spec 001 §5, §7, §8): subject and pre-header required, the article needs an
// image and a canonical URL, only for brands with enableNLFlash; sent through the newsletter
// provider, then recorded in the article's flash history. A second flash of the same article within
// LIMITS.nlFlash.duplicateWindowHours is refused (CONFLICT, with the last send's date) unless the
// sender confirms it: the history row is written first, under a lock of the article's row, so two
// clicks at once send one flash; it is removed again when the newsletter tool refused the flash.
import { isAllowedUrl } from '../../../../common/domain/validation/linkRule';
import { sql } from 'drizzle-orm';
import { brandProfile } from '../../../../common/domain/brands';
import { formatDateTime } from '../../../../common/domain/dates';
import { LIMITS } from '../../../../common/domain/limits';
import { formatMessage, MESSAGES } from '../../../../common/domain/messages';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import {
  assertNoFieldErrors,
  conflict,
  forbidden,
  notFound,
  serviceUnavailable,
  type FieldErrors,
} from '../../errors';
import { isUuid, queryRows } from '../content/sqlRows';
import type { NewsletterFlash, ProviderSet } from './providers';

export const NL_FLASH_RESOURCES = ['ARTICLE', 'DIAPO', 'EMPTY', 'RECIPE', 'VIDEO'] as const;
export const NL_FLASH_LIMITS = { subject: 200, teaser: 300, alt: 300, url: 2000 } as const;

interface HistoryRow {
  id: string;
  created_at: Date | string;
  subject: string | null;
  user_name: string | null;
}

const historyOut = (r: HistoryRow) => ({
  id: r.id,
  createdAt: (r.created_at instanceof Date ? r.created_at : new Date(r.created_at)).toISOString(),
  subject: r.subject,
  userName: r.user_name,
});

const blank = (v: string | null | undefined): boolean => !v || v.trim() === '';

export async function sendNlFlash(
  db: Database,
  providers: ProviderSet,
  user: SessionUser,
  now: Date,
  flash: NewsletterFlash,
  confirmDuplicate = false,
) {
  if (!brandProfile(flash.brandKey).enableNLFlash) throw forbidden(MESSAGES.nlFlashNotEnabled);
  const article = isUuid(flash.uuid)
    ? (
        await queryRows<{ id: string; brand_key: string }>(
          db,
          sql`select id, brand_key from articles where id = ${flash.uuid}`,
        )
      )[0]
    : undefined;
  if (!article || article.brand_key !== flash.brandKey)
    throw notFound(MESSAGES.pushArticleUnknown.replace('du push', 'de la newsletter'));
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
  const newsletter = providers.newsletter;
  if (!newsletter) throw forbidden(MESSAGES.nlFlashProviderMissing);
  const since = new Date(now.getTime() - LIMITS.nlFlash.duplicateWindowHours * 3_600_000);
  const row = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    // The article's row lock: a second send of it waits here until this one is recorded.
    await t.execute(sql`select id from articles where id = ${article.id} for update`);
    const last = (
      await queryRows<{ created_at: Date | string }>(
        t,
        sql`select created_at from newsletter_flash_sender_histories
            where article_id = ${article.id} and created_at > ${since.toISOString()}::timestamptz
            order by created_at desc limit 1`,
      )
    )[0];
    if (last && !confirmDuplicate) {
      const at = last.created_at instanceof Date ? last.created_at : new Date(last.created_at);
      throw conflict(formatMessage('nlFlashDuplicate', { label: formatDateTime(at) }), {
        lastSentAt: at.toISOString(),
      });
    }
    return (
      await queryRows<HistoryRow>(
        t,
        sql`insert into newsletter_flash_sender_histories (article_id, user_id, subject, created_at)
            values (${article.id}, ${user.id}, ${flash.subject.trim()},
                    ${now.toISOString()}::timestamptz)
            returning id, created_at, subject, ${user.name}::text as user_name`,
      )
    )[0]!;
  });
  try {
    await newsletter.sendFlash({
      ...flash,
      subject: flash.subject.trim(),
      teaser: flash.teaser.trim(),
      img: flash.img.trim(),
      contentUrl: flash.contentUrl.trim(),
    });
  } catch (error) {
    // Not sent: the history must not say it was, nor block the next attempt.
    await db.execute(sql`delete from newsletter_flash_sender_histories where id = ${row.id}`);
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
  if (!isUuid(articleId)) return [];
  const article = (
    await queryRows<{ brand_key: string }>(
      db,
      sql`select brand_key from articles where id = ${articleId}`,
    )
  )[0];
  if (!article) return [];
  checkBrand(article.brand_key);
  const limit = Math.min(Math.max(first ?? 20, 0), 100);
  return (
    await queryRows<HistoryRow>(
      db,
      sql`select h.id, h.created_at, h.subject, u.name as user_name
          from newsletter_flash_sender_histories h left join users u on u.id = h.user_id
          where h.article_id = ${articleId} order by h.created_at desc limit ${limit}`,
    )
  ).map(historyOut);
}
