// Drizzle mirror of migrations/0160_videos.sql (issue 32): a Video article's video on its host,
// and the own host's uploads (their progress survives a restart and is shared by every process).
import { bigint, doublePrecision, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Geoblocking } from '../../../../common/domain/video';
import { ts } from './columns';

export const videos = pgTable('videos', {
  articleId: uuid('article_id').primaryKey(),
  brandKey: text('brand_key').notNull(),
  host: text('host').notNull(),
  hostVideoId: text('host_video_id').notNull(),
  state: text('state').notNull().default('Processing'),
  error: text('error'),
  duration: doublePrecision('duration'),
  width: integer('width'),
  height: integer('height'),
  videoCodec: text('video_codec'),
  audioCodec: text('audio_codec'),
  posterUrl: text('poster_url'),
  playerUrl: text('player_url'),
  geoblocking: jsonb('geoblocking').$type<Geoblocking>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const videoUploads = pgTable('video_uploads', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  brandKey: text('brand_key').notNull(),
  /** pending (URL issued) → uploading → done, or failed with `error`. */
  state: text('state').notNull().default('pending'),
  received: bigint('received', { mode: 'number' }).notNull().default(0),
  size: bigint('size', { mode: 'number' }).notNull().default(0),
  error: text('error'),
  objectKey: text('object_key'),
  posterKey: text('poster_key'),
  probe: jsonb('probe').$type<VideoProbe>(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** What the probe read of an uploaded file (server/src/video/videoProbe.ts). */
export interface VideoProbe {
  duration: number | null;
  width: number | null;
  height: number | null;
  videoCodec: string | null;
  audioCodec: string | null;
}
