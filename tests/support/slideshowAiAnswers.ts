// The OpenAI stand-in's default answers for the slideshow AI process's JSON schemas (issue 35), by
// schema name (response_format.json_schema.name): what a real provider would answer, valid.
export const slideshowAiDefaults: Record<string, (body: Record<string, unknown>) => unknown> = {};
