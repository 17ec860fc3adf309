// @vitest-environment happy-dom
// Stored JSON → sanitised HTML → JSON is lossless for every node and mark of both schemas.
import { describe, expect, it } from 'vitest';
import type { Schema } from 'prosemirror-model';
import { docToHtml, type RichTextDoc } from '../../../common/richtext';
import { htmlToDoc } from '../../../renderer/src/editor/htmlToDoc';
import { bodySchema, leadSchema } from '../../../renderer/src/editor/schema';
import { BODY_FIXTURES, LEAD_FIXTURES } from './fixtures';

function canonical(schema: Schema, json: RichTextDoc): RichTextDoc {
  const node = schema.nodeFromJSON(json);
  node.check();
  return node.toJSON() as RichTextDoc;
}

describe('JSON → HTML → JSON', () => {
  it.each(Object.entries(BODY_FIXTURES))('body: %s', (_name, fixture) => {
    const json = canonical(bodySchema, fixture);
    expect(json).toEqual(fixture); // the fixture is already in stored form
    expect(htmlToDoc(docToHtml(json), 'body')).toEqual(json);
  });

  it.each(Object.entries(LEAD_FIXTURES))('lead: %s', (_name, fixture) => {
    const json = canonical(leadSchema, fixture);
    expect(htmlToDoc(docToHtml(json), 'lead')).toEqual(json);
  });

  it('covers every node and mark of the body schema', () => {
    const seen = new Set<string>();
    const walk = (n: { type: string; content?: unknown[]; marks?: { type: string }[] }): void => {
      seen.add(n.type);
      n.marks?.forEach((m) => seen.add(m.type));
      (n.content as (typeof n)[] | undefined)?.forEach(walk);
    };
    Object.values(BODY_FIXTURES).forEach(walk);
    for (const name of [...Object.keys(bodySchema.nodes), ...Object.keys(bodySchema.marks)])
      expect(seen, name).toContain(name);
  });

  it('drops body-only content when a body is read as a lead', () => {
    const lead = htmlToDoc(docToHtml(BODY_FIXTURES.strikethrough!), 'lead');
    expect(lead).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'barré' }] }],
    });
  });
});

describe('docToHtml sanitises', () => {
  const hostile: RichTextDoc = {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: '<script>alert(1)</script>',
            marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
          },
        ],
      },
      { type: 'image', attrs: { href: 'javascript:alert(1)', caption: '" onerror="alert(1)' } },
      { type: 'media', attrs: { url: 'https://v.example/', html: '<script>alert(1)</script>' } },
      { type: 'unknown_node', content: [{ type: 'text', text: 'texte conservé' }] },
      { type: 'title', attrs: { anchor: '" onclick="x' }, content: [{ type: 'text', text: 'T' }] },
    ],
  };
  const html = docToHtml(hostile);

  it.each([
    ['<script'],
    ['javascript:'],
    ['onerror="'],
    ['onclick="'],
    ['<iframe'],
    ['unknown_node'],
  ])('never emits %s', (needle) => {
    expect(html).not.toContain(needle);
  });

  it('escapes text and keeps unknown nodes’ text', () => {
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('texte conservé');
  });
});
