// A good-deal process that cannot finish for a reason the journalist can act on: its French
// message is stored on the process row (status ERROR). Anything else (the database gone) is thrown
// as is, and the job queue retries the job.
export class GoodDealFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GoodDealFailure';
  }
}
