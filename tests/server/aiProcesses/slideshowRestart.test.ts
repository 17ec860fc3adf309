// A slideshow AI process survives its server (issue 35): the real server CLI in a child process, the
// OpenAI stand-in holding its answer, kill -9 while the job waits for it, a restart on the same
// database; once the job's lease (shortened by BACKOFFICE_JOBS_LEASE_MS) has passed, the restarted
// server takes the same process up and finishes it into ONE Draft slideshow. And a run cut after
// its save (the process row not yet updated) ends, when taken up again, as that save: the receipt
// answers it, the AI is not asked again, no second slideshow. The waits poll what the server
// records; nothing waits a fixed time.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { aiSlideshowProcesses } from '../../../server/src/db/schema/aiProcesses';
import { jobs } from '../../../server/src/db/schema/jobs';
import { JobQueue, JobWorker } from '../../../server/src/jobs/jobQueue';
import { aiProcessJobHandlers } from '../../../server/src/aiProcesses/jobs';
import { answers, startOpenAiStandIn, type OpenAiStandIn } from '../../support/openAiStandIn';
import { forEachBackend } from '../helpers/backends';
import { cliServerSuite, gql, waitFor } from '../helpers/cliServer';
import { aiStandInEnv } from './aiStandInEnv';
import {
  GENERATE,
  PROCESSES,
  seedRecipes,
  slideshowCount,
  startSlideshowAiServer,
  type Process,
} from './slideshowAiFixtures';

forEachBackend('slideshow AI process cut off by kill -9', (backend) => {
  let standIn: OpenAiStandIn;
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
  });
  afterAll(() => standIn.close());
  const cli = cliServerSuite(backend, {
    prefix: 'bo-slideshow-ai-crash-',
    admin: { email: 'admin.diaporama@example.test', password: 'un mot de passe solide' },
    seed: seedRecipes,
    env: () => aiStandInEnv(standIn.url),
  });

  it('is finished by the restarted server into one Draft slideshow', async () => {
    const first = await cli.start();
    const token = await cli.login(first);
    // The provider holds its first answer: the job is waiting for it when the server dies.
    standIn.script(answers.timeout());
    const started = await gql<{ generateAISlideshow: Process }>(
      first,
      GENERATE,
      { brandKey: 'CAC', subject: 'Gratins', query: 'gratin', recipeNumber: 2 },
      token,
    );
    expect(started.errors).toBeUndefined();
    const processId = started.data!.generateAISlideshow.id;
    await waitFor(async () => (standIn.requests.length > 0 ? true : null), 'le job appelle l’IA');
    const { server: second, token: token2 } = await cli.crashAndRestart(first);
    const done = await waitFor(async () => {
      const r = await gql<{ openAiProcesses: Process[] }>(
        second,
        PROCESSES,
        { brandKey: 'CAC' },
        token2,
      );
      const p = r.data?.openAiProcesses.find((x) => x.id === processId);
      return p && p.status !== 'RUNNING' ? p : null;
    }, 'le serveur redémarré termine le processus');
    expect(done).toMatchObject({ status: 'SUCCESS', generatedTitle: expect.any(String) });
    expect(standIn.requests).toHaveLength(2);
    second.child.kill('SIGTERM');
    await second.exited;

    expect(await cli.withDb(slideshowCount)).toBe(1);
  }, 180_000);
});

forEachBackend('slideshow AI process cut off after its save', (backend) => {
  it('ends as the first save, the AI not asked again, one slideshow', async () => {
    const standIn = await startOpenAiStandIn();
    const s = await startSlideshowAiServer(backend, standIn);
    try {
      const db = s.server.handle.db;
      await seedRecipes(db);
      const user = await s.server.createUser({ brandKeys: ['CAC'] });
      const started = await s.server.gql<{ generateAISlideshow: Process }>(
        GENERATE,
        { brandKey: 'CAC', subject: 'Gratins', query: 'gratin', recipeNumber: 2 },
        user.token,
      );
      const id = started.data!.generateAISlideshow.id;
      await s.worker.drain();
      const [first] = await db
        .select()
        .from(aiSlideshowProcesses)
        .where(eq(aiSlideshowProcesses.id, id));
      expect(first?.status).toBe('SUCCESS');
      // What a process killed between the save and the row's update leaves: the row RUNNING,
      // its job 'running' under a lease that has run out.
      await db
        .update(aiSlideshowProcesses)
        .set({ status: 'RUNNING', articleId: null, generatedTitle: null })
        .where(eq(aiSlideshowProcesses.id, id));
      await db
        .update(jobs)
        .set({ status: 'running', lockedBy: 'mort', lockedUntil: sql`now() - interval '1 minute'` })
        .where(eq(jobs.key, id));
      const restarted = new JobWorker(new JobQueue(db), aiProcessJobHandlers(s.deps));
      expect(await restarted.tick()).toBe(1);
      const [again] = await db
        .select()
        .from(aiSlideshowProcesses)
        .where(eq(aiSlideshowProcesses.id, id));
      expect(again).toMatchObject({
        status: 'SUCCESS',
        articleId: first!.articleId,
        generatedTitle: first!.generatedTitle,
      });
      expect(await slideshowCount(db)).toBe(1);
      expect(standIn.requests).toHaveLength(1);
    } finally {
      await s.close();
      await standIn.close();
    }
  });
});
