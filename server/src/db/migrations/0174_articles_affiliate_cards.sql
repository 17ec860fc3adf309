-- Issue 37 (spec 000 §2 « affiliate card plugin, only when enabled for the brand and the article »):
-- the article's own switch for affiliate product cards, beside the brand's affiliate and
-- enableAffilizPlugin flags (common/domain/validation/affiliate.ts allowsAffiliateCards). On by
-- default, for new and existing articles: the brand's flags already decide where cards exist, cards
-- inserted before this switch stay valid, and the switch lets an article opt out. A constant
-- default adds the column without rewriting the table.
alter table articles add column if not exists affiliate_cards_enabled boolean not null default true;
