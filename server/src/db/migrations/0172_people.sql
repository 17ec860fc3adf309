-- Issue 37: `people` (spec 001 §7) serves the persons of the person-link dialog from the tags of
-- type Person (server/src/services/people/people.ts). Partial indexes keep its search as you type
-- and its listing by name fast among many other tags: the words' prefixes (accents folded) and the
-- order by name as a French reader expects it (accents and case folded: « Émile » before « Isabelle »),
-- active persons only.
create index if not exists tags_person_title_prefix on tags using gin (title_prefix)
  where type = 'Person' and is_active;
create index if not exists tags_person_name on tags (public.fold_accents(title), id)
  where type = 'Person' and is_active;
