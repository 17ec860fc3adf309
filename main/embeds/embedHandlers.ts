// The embeds channel of the contract over the metadata client. The request arrives already
// validated by the dispatcher (common/ipc/schemas: http/https, at most 2,048 characters).
import type { Handlers } from '../ipc/dispatcher';
import type { EmbedMetadataClient } from './EmbedMetadataClient';

export function embedHandlers(client: EmbedMetadataClient): Pick<Handlers, 'embeds.metadata'> {
  return { 'embeds.metadata': ({ uri }) => client.metadata(uri) };
}
