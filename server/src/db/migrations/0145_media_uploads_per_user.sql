-- getUploadUrl counts a user's open uploads and recent requests (issue 30: 200 signed URLs taken in
-- a row, 256 KB parked on each): this index answers both without reading the whole table.
create index media_uploads_user_created on media_uploads (user_id, created_at);
