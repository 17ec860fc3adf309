// Run-time validation of one invocation against the contract. Pure: used by main's dispatcher
// (both hosts) and by the unit tests.
import type { z } from 'zod';
import { isChannel, type Channel, type Envelope, type RequestOf } from './channels';
import { channelSchemas } from './schemas';

export type ValidatedRequest<C extends Channel = Channel> = {
  ok: true;
  channel: C;
  request: z.output<(typeof channelSchemas)[C]['request']>;
};

export function validateRequest(
  channel: unknown,
  payload: unknown,
): ValidatedRequest | Extract<Envelope<never>, { ok: false }> {
  if (!isChannel(channel)) {
    return { ok: false, error: { code: 'UNKNOWN_CHANNEL', message: 'Canal inconnu' } };
  }
  const parsed = channelSchemas[channel].request.safeParse(payload);
  if (!parsed.success) {
    return { ok: false, error: { code: 'BAD_REQUEST', message: 'Requête invalide' } };
  }
  return { ok: true, channel, request: parsed.data } as ValidatedRequest;
}

export function validateResponse<C extends Channel>(
  channel: C,
  value: unknown,
): z.output<(typeof channelSchemas)[C]['response']> {
  return channelSchemas[channel].response.parse(value) as z.output<
    (typeof channelSchemas)[C]['response']
  >;
}

export type { RequestOf };
