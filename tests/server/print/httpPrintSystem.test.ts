// The print system's API adapter (issue 36) against the stand-in print system over real HTTP:
// every method, the print system's refusals, what happens when it misbehaves (500, malformed or
// oversized answers, a hang stopped by the time cap on a fake clock, a refused token, nobody
// listening) and the SSRF guard (loopback refused unless the configuration allows it).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../common/domain/messages';
import {
  HttpPrintSystem,
  PRINT_API_LIMITS,
  httpPrintConfigFromEnv,
  httpPrintSystemFromEnv,
  type HttpPrintSystemOptions,
  type PrintApiClock,
} from '../../../server/src/print/httpPrintSystem';
import { PrintSystemError, type PrintRefusal } from '../../../server/src/print/printSystem';
import { startPrintSystemStandIn, type PrintSystemStandIn } from '../../support/printSystemStandIn';

const TOKEN = 'jeton-du-print';
const NOW = new Date('2026-11-27T06:00:00.000Z');

/** The time cap's clock, moved by the test. */
class ManualClock implements PrintApiClock {
  private at = 0;
  private sequence = 0;
  private readonly timers = new Map<number, { at: number; callback: () => void }>();
  setTimeout(callback: () => void, ms: number): unknown {
    this.sequence += 1;
    this.timers.set(this.sequence, { at: this.at + ms, callback });
    return this.sequence;
  }
  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }
  advance(ms: number): void {
    this.at += ms;
    for (const [handle, timer] of [...this.timers])
      if (timer.at <= this.at) {
        this.timers.delete(handle);
        timer.callback();
      }
  }
  get pending(): number {
    return this.timers.size;
  }
}

async function refusalOf(promise: Promise<unknown>): Promise<PrintRefusal> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PrintSystemError) return error.refusal;
    throw error;
  }
  throw new Error('the print system did not refuse');
}

const unavailable = (message: string): PrintRefusal => ({ kind: 'unavailable', message });

let standIn: PrintSystemStandIn;
let clock: ManualClock;

function system(
  overrides: { token?: string | null; allowLoopback?: boolean; url?: string } = {},
  options: HttpPrintSystemOptions = {},
): HttpPrintSystem {
  return new HttpPrintSystem(
    {
      apiUrl: overrides.url ?? standIn.url,
      token: overrides.token === undefined ? TOKEN : overrides.token,
      allowLoopback: overrides.allowLoopback ?? true,
    },
    { clock, ...options },
  );
}

beforeEach(async () => {
  standIn = await startPrintSystemStandIn({ token: TOKEN, now: () => NOW });
  clock = new ManualClock();
});
afterEach(() => standIn.close());

describe('HttpPrintSystem: reading', () => {
  it('lists a brand’s publications, with the token, asking for that brand', async () => {
    expect(await system().publications('TEL')).toEqual([
      { id: 'pub-tel', brandKey: 'TEL', title: 'Télé Magazine' },
    ]);
    expect(standIn.requests).toEqual([
      {
        method: 'GET',
        path: '/publications',
        query: { brandKey: 'TEL' },
        authorization: `Bearer ${TOKEN}`,
        body: null,
      },
    ]);
  });

  it('passes on no other brand’s records, whatever the print system answers', async () => {
    standIn.misbehave('otherBrands');
    expect((await system().publications('TEL')).map((p) => p.id)).toEqual(['pub-tel']);
    const found = await system().assignments({ brandKey: 'GEO', first: 20, skip: 0 });
    expect(found.map((a) => a.id)).toEqual(['asg-geo-1']);
  });

  it('lists a publication’s issues, newest first; none for an unknown one', async () => {
    const issues = await system().issues('pub-tel');
    expect(issues.map((i) => [i.id, i.publishedOn])).toEqual([
      ['iss-tel-2', '2026-12-01'],
      ['iss-tel-1', '2026-11-01'],
    ]);
    expect(issues[0]!.publication.brandKey).toBe('TEL');
    expect(await system().issues('inconnu')).toEqual([]);
  });

  it('lists an issue’s headings and reads one heading', async () => {
    const headings = await system().headings('iss-tel-2');
    expect(headings.map((h) => h.title)).toEqual(['Séries', 'Cinéma']);
    expect(await system().heading('hd-tel-2-cinema')).toEqual({
      id: 'hd-tel-2-cinema',
      title: 'Cinéma',
      issue: {
        id: 'iss-tel-2',
        title: 'N° 2 — décembre',
        publishedOn: '2026-12-01',
        publication: { id: 'pub-tel', brandKey: 'TEL', title: 'Télé Magazine' },
      },
    });
    expect(await system().headings('inconnu')).toEqual([]);
    expect(await system().heading('inconnu')).toBeNull();
  });

  it('lists a brand’s units', async () => {
    expect(await system().units('TEL')).toEqual([
      { id: 'unit-tel-redac', title: 'Rédaction' },
      { id: 'unit-tel-pige', title: 'Pigistes' },
    ]);
    expect(standIn.requests[0]!.query).toEqual({ brandKey: 'TEL' });
  });

  it('searches assignments by subject title, accents and case ignored, in one brand', async () => {
    const found = await system().assignments({
      brandKey: 'TEL',
      subjectTitleContains: 'SERIES',
      first: 20,
      skip: 0,
    });
    expect(found.map((a) => a.id)).toEqual(['asg-1']);
    expect(found[0]).toMatchObject({
      brandKey: 'TEL',
      subject: { id: 'sub-1', title: 'Les séries de l’hiver', unit: { title: 'Rédaction' } },
      heading: { id: 'hd-tel-2-series', issue: { id: 'iss-tel-2' } },
      rawArticleId: 'raw-1',
    });
    expect(standIn.requests[0]!.query).toEqual({
      brandKey: 'TEL',
      q: 'SERIES',
      first: '20',
      skip: '0',
    });
  });

  it('filters assignments by publication, issue, heading and ids, a page at a time', async () => {
    const list = (filter: object) =>
      system()
        .assignments({ brandKey: 'TEL', first: 20, skip: 0, ...filter })
        .then((found) => found.map((a) => a.id));
    expect(await list({})).toEqual(['asg-1', 'asg-2', 'asg-3']);
    expect(await list({ publicationId: 'pub-tel' })).toEqual(['asg-1', 'asg-2', 'asg-3']);
    expect(await list({ issueId: 'iss-tel-1' })).toEqual(['asg-3']);
    expect(await list({ headingId: 'hd-tel-2-cinema' })).toEqual(['asg-2']);
    expect(await list({ ids: ['asg-3', 'asg-1', 'asg-geo-1'] })).toEqual(['asg-1', 'asg-3']);
    expect(await list({ first: 1, skip: 1 })).toEqual(['asg-2']);
    expect(standIn.requests.at(-2)!.query).toMatchObject({ ids: 'asg-3,asg-1,asg-geo-1' });
    expect(standIn.requests.at(-1)!.query).toMatchObject({ first: '1', skip: '1' });
  });

  it('reads an assignment, or null', async () => {
    expect((await system().assignment('asg-3'))?.subject).toEqual({
      id: 'sub-3',
      title: 'Le retour des feuilletons',
      unit: { id: 'unit-tel-pige', title: 'Pigistes' },
    });
    expect(await system().assignment('inconnu')).toBeNull();
  });

  it('reads a raw article, newest version first, dates as dates; or null', async () => {
    const raw = await system().rawArticle('raw-1');
    expect(raw).toMatchObject({ id: 'raw-1', brandKey: 'TEL', assignmentId: 'asg-1' });
    expect(raw!.versions.map((v) => [v.id, v.status])).toEqual([
      ['ver-1b', 'Validation'],
      ['ver-1a', 'Editing'],
    ]);
    expect(raw!.versions[0]!.createdAt).toEqual(new Date('2026-11-20T10:00:00.000Z'));
    expect(raw!.versions[0]!.editor).toEqual({
      id: 'p-12',
      name: 'Claire Martin',
      avatarUrl: null,
    });
    expect(await system().rawArticle('inconnu')).toBeNull();
  });

  it('encodes ids in paths', async () => {
    expect(await system().rawArticle('../units?brandKey=TEL')).toBeNull();
    expect(standIn.requests[0]!.path).toBe('/raw-articles/..%2Funits%3FbrandKey%3DTEL');
  });
});

describe('HttpPrintSystem: writing', () => {
  const editor = { userId: 'u-1', name: 'Jeanne Web', avatarUrl: null };
  const newVersion = {
    title: 'Du web au print',
    lead: 'Le chapô.',
    body: '<p>Le texte.</p>',
    signature: 'Jeanne Web',
    status: 'Mockup' as const,
    editor,
  };

  it('creates a subject, refused when its title exists in the issue', async () => {
    const created = await system().createSubject({
      title: 'Un nouveau sujet',
      headingId: 'hd-tel-2-cinema',
      unitId: 'unit-tel-redac',
    });
    expect(created).toMatchObject({
      brandKey: 'TEL',
      subject: { title: 'Un nouveau sujet', unit: { id: 'unit-tel-redac' } },
      heading: { id: 'hd-tel-2-cinema' },
      rawArticleId: null,
    });
    expect(standIn.requests[0]!.body).toEqual({
      title: 'Un nouveau sujet',
      headingId: 'hd-tel-2-cinema',
      unitId: 'unit-tel-redac',
    });
    // The same title, other case and accents, in another heading of the same issue.
    expect(
      await refusalOf(
        system().createSubject({
          title: 'LES SERIES DE L’HIVER',
          headingId: 'hd-tel-2-cinema',
          unitId: null,
        }),
      ),
    ).toEqual({ kind: 'duplicateSubject', title: 'LES SERIES DE L’HIVER' });
    // Another issue may have it.
    await expect(
      system().createSubject({
        title: 'Les séries de l’hiver',
        headingId: 'hd-tel-1-series',
        unitId: null,
      }),
    ).resolves.toMatchObject({ heading: { issue: { id: 'iss-tel-1' } } });
    expect(
      await refusalOf(system().createSubject({ title: 'x', headingId: 'inconnu', unitId: null })),
    ).toEqual({ kind: 'notFound' });
  });

  it('adds a version, the raw article made for a new assignment', async () => {
    const raw = await system().addVersion('asg-3', newVersion);
    expect(raw.assignmentId).toBe('asg-3');
    expect(raw.versions).toEqual([
      {
        id: expect.any(String),
        title: 'Du web au print',
        lead: 'Le chapô.',
        body: '<p>Le texte.</p>',
        signature: 'Jeanne Web',
        status: 'Mockup',
        createdAt: NOW,
        editor: { id: 'u-1', name: 'Jeanne Web', avatarUrl: null },
      },
    ]);
    expect((await system().assignment('asg-3'))?.rawArticleId).toBe(raw.id);
    const second = await system().addVersion('asg-1', { ...newVersion, status: 'Validation' });
    expect(second.versions.map((v) => v.status)).toEqual(['Validation', 'Validation', 'Editing']);
  });

  it('refuses a version when the text is read-only, or the assignment unknown', async () => {
    expect(await refusalOf(system().addVersion('asg-2', newVersion))).toEqual({
      kind: 'textReadOnly',
    });
    expect(await refusalOf(system().addVersion('inconnu', newVersion))).toEqual({
      kind: 'notFound',
    });
  });

  it('moves the latest version along the path, refusing what the path does not allow', async () => {
    const moved = await system().moveLatestVersion('asg-1', 'Validating');
    expect(moved.versions[0]!.status).toBe('Validating');
    expect(standIn.requests[0]!.body).toEqual({ status: 'Validating' });
    expect(await refusalOf(system().moveLatestVersion('asg-1', 'Correcting'))).toEqual({
      kind: 'transitionRefused',
      from: 'Validating',
      to: 'Correcting',
    });
    expect(await refusalOf(system().moveLatestVersion('asg-3', 'Mockup'))).toEqual({
      kind: 'notFound',
    });
  });

  it('takes a transition refusal without its statuses as a malformed answer', async () => {
    standIn.misbehave('bareConflict');
    expect(await refusalOf(system().moveLatestVersion('asg-1', 'Validating'))).toEqual(
      unavailable(MESSAGES.printSystemMalformed),
    );
  });
});

describe('HttpPrintSystem: a print system that misbehaves', () => {
  it.each([
    ['a 500', 'serverError', MESSAGES.printSystemUnreachable],
    ['JSON that does not parse', 'malformedJson', MESSAGES.printSystemMalformed],
    ['JSON of another shape', 'wrongShape', MESSAGES.printSystemMalformed],
  ] as const)('answering %s is unavailable', async (_what, mode, message) => {
    standIn.misbehave(mode);
    expect(await refusalOf(system().publications('TEL'))).toEqual(unavailable(message));
    expect(await refusalOf(system().rawArticle('raw-1'))).toEqual(unavailable(message));
    expect(await refusalOf(system().moveLatestVersion('asg-1', 'Validating'))).toEqual(
      unavailable(message),
    );
  });

  it('stops reading an answer past the size cap', async () => {
    standIn.misbehave('huge');
    expect(await refusalOf(system({}, { maxBytes: 256 * 1024 }).publications('TEL'))).toEqual(
      unavailable(MESSAGES.printSystemMalformed),
    );
  });

  it('gives up on a print system that hangs at the time cap, on its clock', async () => {
    standIn.misbehave('hang');
    let settled = false;
    const outcome = refusalOf(system().rawArticle('raw-1')).finally(() => {
      settled = true;
    });
    await standIn.received(1);
    clock.advance(PRINT_API_LIMITS.timeoutMs - 1);
    await Promise.resolve();
    expect(settled).toBe(false);
    clock.advance(1);
    expect(await outcome).toEqual(unavailable(MESSAGES.printSystemUnreachable));
    expect(clock.pending).toBe(0);
    // The call is stopped, not left open: the print system sees its connection closed.
    await standIn.hangingClosed();
  });

  it('clears its timer once answered', async () => {
    await system().units('TEL');
    expect(clock.pending).toBe(0);
  });

  it('says the access is refused for a wrong token or none', async () => {
    expect(await refusalOf(system({ token: 'faux' }).units('TEL'))).toEqual(
      unavailable(MESSAGES.printSystemDenied),
    );
    expect(await refusalOf(system({ token: null }).units('TEL'))).toEqual(
      unavailable(MESSAGES.printSystemDenied),
    );
    expect(standIn.requests[1]!.authorization).toBeNull();
  });

  it('is unreachable when nobody listens', async () => {
    const url = standIn.url;
    await standIn.close();
    expect(await refusalOf(system({ url }).publications('TEL'))).toEqual(
      unavailable(MESSAGES.printSystemUnreachable),
    );
    standIn = await startPrintSystemStandIn();
  });
});

describe('HttpPrintSystem: the SSRF guard', () => {
  it('refuses a loopback print system unless the configuration allows it', async () => {
    expect(await refusalOf(system({ allowLoopback: false }).publications('TEL'))).toEqual(
      unavailable(MESSAGES.printSystemAddressForbidden),
    );
    expect(standIn.requests).toEqual([]);
  });

  it('refuses a name resolving into the internal network, loopback allowed or not', async () => {
    const named = system(
      { url: 'http://print.example.test:8080' },
      { resolve: () => Promise.resolve(['10.0.0.7']) },
    );
    expect(await refusalOf(named.units('TEL'))).toEqual(
      unavailable(MESSAGES.printSystemAddressForbidden),
    );
  });

  it('reads its configuration from the environment', async () => {
    expect(httpPrintSystemFromEnv({})).toBeNull();
    expect(httpPrintSystemFromEnv({ BACKOFFICE_PRINT_API_URL: '  ' })).toBeNull();
    expect(
      httpPrintConfigFromEnv({
        BACKOFFICE_PRINT_API_URL: 'https://print.example.org/api/',
        BACKOFFICE_PRINT_API_TOKEN: ' secret ',
      }),
    ).toEqual({ apiUrl: 'https://print.example.org/api', token: 'secret', allowLoopback: false });
    expect(
      httpPrintConfigFromEnv({
        BACKOFFICE_PRINT_API_URL: standIn.url,
        BACKOFFICE_PRINT_API_ALLOW_LOOPBACK: '1',
      }),
    ).toEqual({ apiUrl: standIn.url, token: null, allowLoopback: true });
    expect(() => httpPrintConfigFromEnv({ BACKOFFICE_PRINT_API_URL: 'pas une adresse' })).toThrow(
      /not a URL/,
    );
    expect(() => httpPrintConfigFromEnv({ BACKOFFICE_PRINT_API_URL: 'ftp://print' })).toThrow(
      /http or https/,
    );
    // From the environment, loopback stays refused without BACKOFFICE_PRINT_API_ALLOW_LOOPBACK.
    const fromEnv = httpPrintSystemFromEnv({
      BACKOFFICE_PRINT_API_URL: standIn.url,
      BACKOFFICE_PRINT_API_TOKEN: TOKEN,
    });
    expect(await refusalOf(fromEnv!.publications('TEL'))).toEqual(
      unavailable(MESSAGES.printSystemAddressForbidden),
    );
    const allowed = httpPrintSystemFromEnv({
      BACKOFFICE_PRINT_API_URL: standIn.url,
      BACKOFFICE_PRINT_API_TOKEN: TOKEN,
      BACKOFFICE_PRINT_API_ALLOW_LOOPBACK: '1',
    });
    expect((await allowed!.publications('TEL')).map((p) => p.id)).toEqual(['pub-tel']);
  });
});
