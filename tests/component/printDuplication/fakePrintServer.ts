// A print server for the dialog's tests (issue 36): the print operations answered in memory as
// the server does — a subject title unique per issue (printSubjectTitleKey), a new subject cleaned
// (cleanPrintTitle), versions newest first — and errors in GraphQL's shape. `next.unreachable`
// answers every request as main does when the API cannot be reached (NETWORK_ERROR,
// main/api/GraphqlBridge.ts); `next.bridgeDown` as when main itself does not answer.
import { createBridge, type BridgeTransport } from '../../../common/ipc/bridge';
import type { Envelope, GraphqlRequest } from '../../../common/ipc/channels';
import { formatMessage } from '../../../common/domain/messages';
import { printSubjectTitleKey } from '../../../common/domain/printWorkflow';
import { cleanPrintTitle } from '../../../common/domain/validation/print';

interface Version {
  id: string;
  status: string;
  title: string;
  lead: string | null;
  body: string | null;
  signature: string | null;
}
interface Assignment {
  id: string;
  subject: string;
  headingId: string;
  unitId: string | null;
  versions: Version[];
  webArticles: string[];
}

const PUBLICATION = { __typename: 'PrintPublication', id: 'pub-tel', title: 'Télé Magazine' };
const ISSUE = { __typename: 'PrintIssue', id: 'issue-2500', title: 'N° 2500', publishedOn: null };
const HEADINGS = [
  { __typename: 'PrintHeading', id: 'head-tv', title: 'Télévision' },
  { __typename: 'PrintHeading', id: 'head-cine', title: 'Cinéma' },
];
const UNITS = [{ __typename: 'PrintUnit', id: 'unit-culture', title: 'Culture' }];

export function fakePrintServer() {
  const operations: GraphqlRequest[] = [];
  const next = { unreachable: false, bridgeDown: false, refuseSend: null as string | null };
  const assignments: Assignment[] = [
    {
      id: 'asg-1',
      subject: 'Les séries de la rentrée',
      headingId: 'head-tv',
      unitId: null,
      versions: [],
      webArticles: [],
    },
  ];
  let count = 1;

  const summary = (a: Assignment) => {
    const heading = HEADINGS.find((h) => h.id === a.headingId)!;
    const unit = UNITS.find((u) => u.id === a.unitId) ?? null;
    return {
      __typename: 'Assignment',
      id: a.id,
      brandKey: 'TEL',
      subject: { __typename: 'Subject', id: `sub-${a.id}`, title: a.subject, unit },
      printHeading: { ...heading, issue: ISSUE, publication: PUBLICATION },
      rawArticle: {
        __typename: 'RawArticle',
        id: `raw-${a.id}`,
        versions: a.versions.map((v) => ({
          __typename: 'RawArticleVersion',
          id: v.id,
          status: v.status,
        })),
      },
    };
  };
  const refusal = (message: string, fields?: Record<string, string>) => ({
    data: null,
    errors: [{ message, extensions: { code: 'BAD_USER_INPUT', ...(fields ? { fields } : {}) } }],
  });

  const answer = (req: GraphqlRequest) => {
    const vars = req.variables ?? {};
    switch (req.operationName) {
      case 'PrintAssignments': {
        const where = vars.where as { subjectTitle_contains?: string; id_in?: string[] };
        const text = printSubjectTitleKey(where.subjectTitle_contains ?? '');
        const found = assignments.filter(
          (a) =>
            (!where.id_in || where.id_in.includes(a.id)) &&
            printSubjectTitleKey(a.subject).includes(text),
        );
        return { data: { assignments: found.map(summary) } };
      }
      case 'PrintPublications':
        return { data: { printPublications: [PUBLICATION] } };
      case 'PrintIssues':
        return { data: { printIssues: [ISSUE] } };
      case 'PrintHeadings':
        return { data: { printHeadings: HEADINGS } };
      case 'PrintUnits':
        return { data: { units: UNITS } };
      case 'CreatePrintSubject': {
        const data = vars.data as { title: string; printHeading: string; unit?: string | null };
        const title = cleanPrintTitle(data.title).trim();
        if (
          assignments.some((a) => printSubjectTitleKey(a.subject) === printSubjectTitleKey(title))
        )
          // As the server words it (001 §8), without a field: the dialog puts it on the title.
          return refusal(formatMessage('printDuplicateSubject', { title }));
        const created: Assignment = {
          id: `asg-${++count}`,
          subject: title,
          headingId: data.printHeading,
          unitId: data.unit ?? null,
          versions: [],
          webArticles: [],
        };
        assignments.push(created);
        const s = summary(created);
        return { data: { createSubject: { ...s.subject, assignment: s } } };
      }
      case 'SendToPrint': {
        if (next.refuseSend) return refusal(next.refuseSend);
        const a = assignments.find((x) => x.id === vars.id)!;
        const data = vars.data as { version: Omit<Version, 'id'>; webArticle: string };
        a.versions.unshift({ id: `v-${a.versions.length + 1}`, ...data.version });
        a.webArticles.push(data.webArticle);
        return { data: { updateAssignment: summary(a) } };
      }
      default:
        throw new Error(`unexpected operation ${req.operationName}`);
    }
  };

  const transport: BridgeTransport = {
    invoke(channel, request): Promise<Envelope<unknown>> {
      if (channel !== 'graphql.request')
        return Promise.resolve({ ok: false, error: { code: 'BAD_REQUEST', message: channel } });
      const req = request as GraphqlRequest;
      operations.push(req);
      if (next.bridgeDown)
        return Promise.resolve({ ok: false, error: { code: 'INTERNAL', message: 'main' } });
      if (next.unreachable)
        return Promise.resolve({
          ok: true,
          value: {
            data: null,
            errors: [
              {
                message: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
                extensions: { code: 'NETWORK_ERROR' },
              },
            ],
          },
        });
      return Promise.resolve({ ok: true, value: answer(req) });
    },
    subscribe: () => () => {},
    registerFile: () => Promise.resolve({ ok: false, error: { code: 'BAD_REQUEST', message: '' } }),
  };

  return {
    bridge: createBridge(transport),
    assignments,
    next,
    ops: (name: string) => operations.filter((op) => op.operationName === name),
  };
}

/**
 * main telling the window whether the API is reachable (`api.status`, draftsKit/apiStatus): the
 * window follows one bridge for its life, so a test file makes this one before mounting anything.
 */
export function fakeApiStatus() {
  let listener: ((payload: unknown) => void) | null = null;
  const transport: BridgeTransport = {
    invoke: (channel) =>
      Promise.resolve(
        channel === 'app.info'
          ? { ok: true, value: { online: true } }
          : { ok: false, error: { code: 'BAD_REQUEST', message: channel } },
      ),
    subscribe: (event, l) => {
      if (event === 'api.status') listener = l;
      return () => {};
    },
    registerFile: () => Promise.resolve({ ok: false, error: { code: 'BAD_REQUEST', message: '' } }),
  };
  return {
    bridge: createBridge(transport),
    setOnline: (online: boolean) => listener?.({ online }),
  };
}
