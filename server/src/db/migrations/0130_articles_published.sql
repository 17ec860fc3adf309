-- Every article newest publication first, unpublished last: the dashboard's order
-- (services/dashboard/dashboardQueries.ts) whatever the statuses chosen. The status-first indexes
-- give that order only within one status, so a filter of several statuses and no dates (« tout ce
-- qui est publié », the CSV of the whole base) read and sorted every matching row for each page or
-- batch; walked in this index's order, a page stops after its rows.
create index articles_published on articles (published_at desc nulls last, id);
