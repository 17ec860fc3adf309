// What the AI is asked for a good deal (schema 'goodDealArticle') and what its answer must be: a
// title, a lead and sections of paragraphs, each with an optional heading. The prompts the
// super-admins edit come first (system), then the product's facts (user), in French lines the
// provider reads as a product sheet.
import { z } from 'zod';
import type { AiStructuredRequest } from '../../ai/AiGateway';
import type { ProductFacts } from './productTypes';

export const GOOD_DEAL_SCHEMA_NAME = 'goodDealArticle';

const line = z.string().trim().min(1);

export const goodDealAnswer = z.object({
  title: line.max(300),
  lead: line.max(2_000),
  sections: z
    .array(
      z.object({
        heading: z.string().trim().max(300).nullable(),
        paragraphs: z.array(line.max(5_000)).min(1).max(20),
      }),
    )
    .min(1)
    .max(12),
});

export type GoodDealAnswer = z.infer<typeof goodDealAnswer>;

export const GOOD_DEAL_JSON_SCHEMA = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    lead: { type: 'string' },
    sections: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          heading: { type: ['string', 'null'] },
          paragraphs: { type: 'array', items: { type: 'string' } },
        },
        required: ['heading', 'paragraphs'],
        additionalProperties: false,
      },
    },
  },
  required: ['title', 'lead', 'sections'],
  additionalProperties: false,
} as const;

/** The product sheet: one « Label : value » line per fact known (the stand-in reads « Produit »). */
export function productSheet(facts: ProductFacts): string {
  const price = facts.price ? `${facts.price}${facts.currency ? ` ${facts.currency}` : ''}` : null;
  const lines: [string, string | null][] = [
    ['Produit', facts.name],
    ['Marque', facts.brand],
    ['Prix', price],
    ['Vendu par', facts.seller],
    ['Description', facts.description],
    ['Adresse de la page', facts.pageUrl],
  ];
  const sheet = lines.filter(([, value]) => value).map(([label, value]) => `${label} : ${value}`);
  if (facts.pageText) sheet.push('', 'Texte de la page :', facts.pageText);
  return ['Fiche produit', ...sheet].join('\n');
}

export function goodDealRequest(
  prompts: readonly string[],
  facts: ProductFacts,
): AiStructuredRequest<GoodDealAnswer> {
  return {
    messages: [
      { role: 'system', content: prompts.join('\n\n') },
      { role: 'user', content: productSheet(facts) },
    ],
    temperature: 0.4,
    // An article of five paragraphs is about 1,000 tokens: room to spare, a cap on the budget.
    maxCompletionTokens: 4_096,
    schemaName: GOOD_DEAL_SCHEMA_NAME,
    jsonSchema: GOOD_DEAL_JSON_SCHEMA,
    validate: goodDealAnswer,
  };
}
