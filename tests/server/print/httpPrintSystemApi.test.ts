// The print operations with the print data behind a print system's API (issue 36): the server
// started with HttpPrintSystem on the stand-in print system, on both backends — reads, the brand
// scope, a print version opened as a web article (its copy and machine tag kept here, its version
// living in the print system), a web article sent to print, the print system's refusals as French
// errors, and a print system that fails as SERVICE_UNAVAILABLE, never a 500.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { assignmentMachineTag } from '../../../common/domain/printWorkflow';
import { HttpPrintSystem } from '../../../server/src/print/httpPrintSystem';
import { startPrintSystemStandIn, type PrintSystemStandIn } from '../../support/printSystemStandIn';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';

const TOKEN = 'jeton-api-print';
const CREATE_ARTICLE = `mutation open($raw: ID!, $version: ID!, $brandKey: String!) {
  createArticleFromPrintVersion(where: { rawArticle: $raw, version: $version }, brandKey: $brandKey) {
    id title brandKey machineTags { tag } } }`;
const CREATE_SUBJECT = `mutation createSubject($d: SubjectCreateInput!) {
  createSubject(data: $d) { id title assignment { id brandKey printHeading { id } } } }`;
const UPDATE = `mutation updateAssignment($id: ID!, $d: AssignmentUpdateInput!) {
  updateAssignment(where: { id: $id }, data: $d) { id webArticles { id }
    rawArticle { versions { title lead body signature status } } } }`;

forEachBackend('print operations over a print API', (backend) => {
  let standIn: PrintSystemStandIn;
  let server: TestServer;
  let geo: TestAccount;
  beforeAll(async () => {
    standIn = await startPrintSystemStandIn({ token: TOKEN });
    const print = new HttpPrintSystem({ apiUrl: standIn.url, token: TOKEN, allowLoopback: true });
    server = await startTestServer({ backend, print: () => print });
    geo = await server.createUser({ brandKeys: ['GEO'] });
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  it('reads publications, issues, headings, units and assignments from the print system', async () => {
    const read = await server.gql<{
      printPublications: { id: string }[];
      printIssues: { id: string }[];
      printHeadings: { id: string; publication: { id: string } }[];
      units: { title: string }[];
      assignments: {
        id: string;
        rawArticle: { versions: { status: string; allowedStatuses: string[] }[] };
      }[];
    }>(
      `{ printPublications(where: { brandKey: "TEL" }) { id }
         printIssues(where: { printPublication: "pub-tel" }) { id }
         printHeadings(where: { printIssue: "iss-tel-2" }) { id publication { id } }
         units(where: { brandKey: "TEL" }) { title }
         assignments(where: { brandKey: "TEL", subjectTitle_contains: "series" }) {
           id rawArticle { versions { status allowedStatuses } } } }`,
      {},
      server.admin.token,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data).toEqual({
      printPublications: [{ id: 'pub-tel' }],
      printIssues: [{ id: 'iss-tel-2' }, { id: 'iss-tel-1' }],
      printHeadings: [
        { id: 'hd-tel-2-series', publication: { id: 'pub-tel' } },
        { id: 'hd-tel-2-cinema', publication: { id: 'pub-tel' } },
      ],
      units: [{ title: 'Rédaction' }, { title: 'Pigistes' }],
      assignments: [
        {
          id: 'asg-1',
          rawArticle: {
            versions: [
              { status: 'Validation', allowedStatuses: ['Validating', 'Editing'] },
              { status: 'Editing', allowedStatuses: ['Validation', 'Mockup'] },
            ],
          },
        },
      ],
    });
  });

  it('keeps a GEO journalist out of TEL’s print data', async () => {
    const raw = await server.gql<{ rawArticle: { id: string } | null }>(
      '{ rawArticle(where: { id: "raw-1" }) { id } }',
      {},
      geo.token,
    );
    expect(raw.data?.rawArticle ?? null).toBeNull();
    const opened = await server.gql(
      CREATE_ARTICLE,
      { raw: 'raw-1', version: 'ver-1b', brandKey: 'TEL' },
      geo.token,
    );
    expect(opened.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);
    const own = await server.gql<{ rawArticle: { id: string } | null }>(
      '{ rawArticle(where: { id: "raw-geo-1" }) { id } }',
      {},
      geo.token,
    );
    expect(own.data?.rawArticle).toEqual({ id: 'raw-geo-1' });
  });

  it('opens a print version as a web article, once, with its assignment’s machine tag', async () => {
    const vars = { raw: 'raw-1', version: 'ver-1b', brandKey: 'TEL' };
    type Opened = {
      createArticleFromPrintVersion: {
        id: string;
        title: string;
        brandKey: string;
        machineTags: { tag: string }[];
      };
    };
    const first = await server.gql<Opened>(CREATE_ARTICLE, vars, server.admin.token);
    expect(first.errors).toBeUndefined();
    const article = first.data!.createArticleFromPrintVersion;
    expect(article).toMatchObject({ title: 'Les séries de l’hiver', brandKey: 'TEL' });
    expect(article.machineTags.map((m) => m.tag)).toContain(assignmentMachineTag('asg-1'));
    const again = await server.gql<Opened>(CREATE_ARTICLE, vars, server.admin.token);
    expect(again.data?.createArticleFromPrintVersion.id).toBe(article.id);
  });

  it('says the spec’s error for a raw article the print system does not have', async () => {
    const missing = await server.gql(
      CREATE_ARTICLE,
      { raw: 'raw-404', version: 'v', brandKey: 'TEL' },
      server.admin.token,
    );
    expect(missing.errors?.[0]?.message).toBe(
      MESSAGES.printSourceNotFound.replace('{id}', 'raw-404'),
    );
  });

  it('sends a web article to print as « À maquetter » in a new subject', async () => {
    const opened = await server.gql<{ createArticleFromPrintVersion: { id: string } }>(
      CREATE_ARTICLE,
      { raw: 'raw-1', version: 'ver-1a', brandKey: 'TEL' },
      server.admin.token,
    );
    const articleId = opened.data!.createArticleFromPrintVersion.id;
    const subject = await server.gql<{ createSubject: { assignment: { id: string } } }>(
      CREATE_SUBJECT,
      { d: { title: 'Du web # au print', printHeading: 'hd-tel-2-cinema' } },
      server.admin.token,
    );
    expect(subject.errors).toBeUndefined();
    const assignmentId = subject.data!.createSubject.assignment.id;
    expect(standIn.data.assignments.find((a) => a.id === assignmentId)?.subjectTitle).toBe(
      'Du web   au print',
    );
    const sent = await server.gql<{
      updateAssignment: {
        webArticles: { id: string }[];
        rawArticle: { versions: { title: string; status: string }[] };
      };
    }>(
      UPDATE,
      {
        id: assignmentId,
        d: {
          version: {
            title: 'Du web au print',
            lead: 'Chapô',
            body: '<p>Texte</p>',
            status: 'Mockup',
          },
          webArticle: articleId,
        },
      },
      server.admin.token,
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.updateAssignment.rawArticle.versions[0]).toMatchObject({
      title: 'Du web au print',
      status: 'Mockup',
    });
    expect(sent.data!.updateAssignment.webArticles).toEqual([{ id: articleId }]);
  });

  it('turns the print system’s refusals into French errors on their fields', async () => {
    const duplicate = await server.gql(
      CREATE_SUBJECT,
      { d: { title: 'LES SERIES de l’hiver', printHeading: 'hd-tel-2-cinema' } },
      server.admin.token,
    );
    const message = MESSAGES.printDuplicateSubject.replace('{title}', 'LES SERIES de l’hiver');
    expect(duplicate.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', fields: { title: message } },
    });
    const readOnly = await server.gql(
      UPDATE,
      { id: 'asg-2', d: { version: { title: 'T', status: 'Validation' } } },
      server.admin.token,
    );
    expect(readOnly.errors?.[0]).toMatchObject({
      message: MESSAGES.printTextReadOnly,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const refused = await server.gql(
      UPDATE,
      { id: 'asg-1', d: { status: 'Correcting' } },
      server.admin.token,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.fields).toHaveProperty('status');
  });

  it('answers SERVICE_UNAVAILABLE in French when the print system fails', async () => {
    for (const [mode, message] of [
      ['serverError', MESSAGES.printSystemUnreachable],
      ['wrongShape', MESSAGES.printSystemMalformed],
    ] as const) {
      standIn.misbehave(mode);
      const answer = await server.gql(
        '{ printPublications(where: { brandKey: "TEL" }) { id } }',
        {},
        server.admin.token,
      );
      expect(answer.status).toBe(200);
      expect(answer.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
    }
    standIn.misbehave(null);
  });
});
