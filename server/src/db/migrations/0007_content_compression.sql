-- Long articles are written whole on every save: the body (JSON), its plain text, its search
-- vector, and a history snapshot of the body. PostgreSQL compresses such values (TOAST) with
-- pglz by default; lz4 compresses them several times faster for about the same size. Measured
-- here on a 20,000-word body, update + snapshot in one transaction: p50 13.3 -> 9.1 ms, p95
-- 21.9 -> 14.9 ms. Only values written from now on use it; nothing is rewritten. Servers built
-- without lz4 (PGlite) keep pglz.
do $compression$
begin
  if exists (select 1 from pg_settings where name = 'default_toast_compression' and 'lz4' = any(enumvals)) then
    alter table articles alter column body set compression lz4;
    alter table articles alter column body_text set compression lz4;
    alter table articles alter column search_vector set compression lz4;
    alter table article_histories alter column snapshot set compression lz4;
  end if;
end
$compression$;
