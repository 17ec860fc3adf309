-- Issue 36: a web article made from a print version (print_web_copies) names that version by the
-- print system's id. With a print API configured (server/src/print/httpPrintSystem.ts) the
-- version is not in raw_article_versions, so the foreign key of 0164 refused every copy: it goes.
-- The article side keeps its cascade (a deleted article frees the version for a new copy).
alter table print_web_copies drop constraint if exists print_web_copies_version_id_fkey;
