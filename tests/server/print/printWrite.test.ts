// Print writes (issue 36): createSubject (title cleaned, required, unique per issue),
// updateAssignment (a version, every status pair of the path, a web article's machine tag, in
// one transaction), GEO vs TEL scope.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import { canMovePrintVersion, PRINT_LIMITS } from '../../../common/domain/printWorkflow';
import { PRINT_VERSION_STATUSES } from '../../../common/domain/statuses';
import { importPrint } from '../../../server/src/print/importPrint';
import { forEachBackend } from '../helpers/backends';
import { startTestServer, type TestAccount, type TestServer } from '../helpers/testServer';
import { printFile } from './printFixture';

const CREATE_SUBJECT = `mutation createSubject($d: SubjectCreateInput!) {
  createSubject(data: $d) { id title unit { id } assignment { id brandKey printHeading { id }
    rawArticle { id versions { id } } } } }`;
const UPDATE = `mutation updateAssignment($id: ID!, $d: AssignmentUpdateInput!) {
  updateAssignment(where: { id: $id }, data: $d) { id webArticles { id }
    rawArticle { versions { id title lead body signature status editor { name } } } } }`;

interface UpdateResult {
  updateAssignment: {
    id: string;
    webArticles: { id: string }[];
    rawArticle: {
      versions: {
        id: string;
        title: string;
        lead: string | null;
        body: string | null;
        signature: string | null;
        status: string;
        editor: { name: string } | null;
      }[];
    };
  };
}

forEachBackend('print writes', (backend) => {
  let server: TestServer;
  let geo: TestAccount;
  beforeAll(async () => {
    server = await startTestServer({ backend });
    await importPrint(server.handle.db, printFile('tel', 'TEL'));
    geo = await server.createUser({ brandKeys: ['GEO'] });
  });
  afterAll(() => server.close());

  const createSubject = (d: Record<string, unknown>, token = server.admin.token) =>
    server.gql<{
      createSubject: {
        id: string;
        title: string;
        unit: { id: string } | null;
        assignment: {
          id: string;
          brandKey: string;
          printHeading: { id: string };
          rawArticle: { id: string; versions: unknown[] };
        };
      };
    }>(CREATE_SUBJECT, { d }, token);
  const update = (id: string, d: Record<string, unknown>, token = server.admin.token) =>
    server.gql<UpdateResult>(UPDATE, { id, d }, token);

  describe('createSubject', () => {
    it('creates a subject, its assignment and an empty raw article; the title cleaned', async () => {
      const r = await createSubject({
        title: '  Le <b>polar</b> #1 ',
        printHeading: 'tel-h2',
        unit: 'tel-u1',
      });
      expect(r.errors).toBeUndefined();
      const s = r.data!.createSubject;
      expect(s.title).toBe('Le  b polar /b   1');
      expect(s.unit).toEqual({ id: 'tel-u1' });
      expect(s.assignment).toMatchObject({ brandKey: 'TEL', printHeading: { id: 'tel-h2' } });
      expect(s.assignment.rawArticle.versions).toEqual([]);
    });

    it('refuses a title used in the same issue (case and accents ignored), on the title field', async () => {
      const r = await createSubject({ title: 'LES SERIES DE L’HIVER', printHeading: 'tel-h2' });
      const message = MESSAGES.printDuplicateSubject.replace('{title}', 'LES SERIES DE L’HIVER');
      expect(r.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { title: message },
      });
      // Another issue may hold the same title.
      const other = await createSubject({ title: 'Les séries de l’hiver', printHeading: 'tel-h3' });
      expect(other.errors).toBeUndefined();
    });

    it('refuses a blank title, an unknown heading or unit', async () => {
      const r = await createSubject({ title: ' $$ ', printHeading: 'nope' });
      expect(r.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { title: MESSAGES.requiredField, printHeading: MESSAGES.printHeadingNotFound },
      });
      const unit = await createSubject({ title: 'Un sujet', printHeading: 'tel-h1', unit: 'x' });
      expect(unit.errors?.[0]?.extensions?.fields).toEqual({ unit: MESSAGES.printUnitNotFound });
    });

    it('refuses a TEL heading to a GEO journalist', async () => {
      const r = await createSubject({ title: 'Intrus', printHeading: 'tel-h1' }, geo.token);
      expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('updateAssignment', () => {
    it('adds a version: status limited to « À valider » / « À maquetter », markup cleaned', async () => {
      const bad = await update('tel-a3', { version: { title: 'T', status: 'Editing' } });
      expect(bad.errors?.[0]?.extensions?.fields).toEqual({
        status: MESSAGES.printDuplicationStatusInvalid,
      });
      const long = await update('tel-a3', {
        version: { title: 'x'.repeat(PRINT_LIMITS.titleMax + 1), status: 'Validation' },
      });
      expect(Object.keys(long.errors?.[0]?.extensions?.fields ?? {})).toEqual(['title']);
      const r = await update('tel-a3', {
        version: {
          title: ' Titre web ',
          lead: 'Chapô',
          body: '<p>Un <b>texte</b> <script>x</script><img src="a"></p>',
          signature: 'Par Camille',
          status: 'Validation',
        },
      });
      expect(r.errors).toBeUndefined();
      const v = r.data!.updateAssignment.rawArticle.versions[0]!;
      expect(v).toMatchObject({
        title: 'Titre web',
        lead: 'Chapô',
        body: '<p>Un <b>texte</b> x</p>',
        signature: 'Par Camille',
        status: 'Validation',
      });
      expect(v.editor?.name).toBeTruthy();
    });

    it('refuses a new version while the latest one is in Mockup', async () => {
      await update('tel-a3', { status: 'Validating' });
      expect((await update('tel-a3', { status: 'Mockup' })).errors).toBeUndefined();
      const r = await update('tel-a3', { version: { title: 'Encore', status: 'Validation' } });
      expect(r.errors?.[0]).toMatchObject({
        message: MESSAGES.printTextReadOnly,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('moves the latest version along every allowed pair and refuses the others', async () => {
      const sub = await createSubject({ title: 'Parcours', printHeading: 'tel-h1' });
      const id = sub.data!.createSubject.assignment.id;
      for (const from of PRINT_VERSION_STATUSES) {
        for (const to of PRINT_VERSION_STATUSES) {
          // Put the latest version in `from` straight in the table (the path is what is tested).
          await server.handle.db.execute(
            sql`delete from raw_article_versions where raw_article_id in (select id from raw_articles where assignment_id = ${id})`,
          );
          await server.handle.db.execute(
            sql`insert into raw_article_versions (id, raw_article_id, title, status)
                select ${`t-${from}-${to}`}, id, 'Parcours', ${from} from raw_articles where assignment_id = ${id}`,
          );
          const r = await update(id, { status: to });
          if (canMovePrintVersion(from, to)) {
            expect(r.errors, `${from} → ${to}`).toBeUndefined();
            expect(r.data!.updateAssignment.rawArticle.versions[0]!.status).toBe(to);
          } else {
            expect(r.errors?.[0]?.extensions?.code, `${from} → ${to}`).toBe('BAD_USER_INPUT');
            expect(Object.keys(r.errors![0]!.extensions!.fields!)).toEqual(['status']);
          }
        }
      }
    });

    it('links a web article by the machine tag, with the version, in one transaction', async () => {
      const article = await server.gql<{ upsertArticle: { id: string } }>(
        `mutation a($c: ArticleCreateInput!) { upsertArticle(create: $c, update: {}) { id } }`,
        { c: { brandKey: 'TEL', format: 'Rich', title: 'Article web' } },
        server.admin.token,
      );
      const articleId = article.data!.upsertArticle.id;
      // A refused version rolls the link back too.
      const refused = await update('tel-a1', {
        webArticle: articleId,
        version: { title: '', status: 'Validation' },
      });
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const rejected = await update('tel-a1', {
        webArticle: articleId,
        status: 'Mockup', // Validation → Mockup is not on the path
      });
      expect(rejected.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const none = await server.gql<{ assignments: { webArticles: unknown[] }[] }>(
        `query a { assignments(where: { brandKey: "TEL", id_in: ["tel-a1"] }) { webArticles { id } } }`,
        {},
        server.admin.token,
      );
      expect(none.data!.assignments[0]!.webArticles).toEqual([]);

      const r = await update('tel-a1', {
        webArticle: articleId,
        version: { title: 'Depuis le web', status: 'Validation' },
      });
      expect(r.errors).toBeUndefined();
      expect(r.data!.updateAssignment.webArticles).toEqual([{ id: articleId }]);
      const tags = await server.gql<{ article: { machineTags: { tag: string }[] } }>(
        `query a($id: ID!) { article(where: { id: $id }) { machineTags { tag } } }`,
        { id: articleId },
        server.admin.token,
      );
      expect(tags.data!.article.machineTags).toEqual([{ tag: 'topicassignment:id=tel-a1' }]);
    });

    it('refuses a TEL assignment to a GEO journalist, and an unknown one', async () => {
      const r = await update('tel-a1', { status: 'Validating' }, geo.token);
      expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const missing = await update('nope', { status: 'Validating' });
      expect(missing.errors?.[0]).toMatchObject({
        message: MESSAGES.printAssignmentNotFound,
        extensions: { code: 'NOT_FOUND' },
      });
    });
  });
});
