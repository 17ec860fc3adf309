-- A brand's articles, most recently updated first: the candidates of "articles like this one"
-- (services/content/similarArticles.ts) are read in this order, so that query stops after a few
-- hundred rows instead of ranking every article of the brand that shares a word.
create index articles_brand_updated on articles (brand_key, updated_at desc);
