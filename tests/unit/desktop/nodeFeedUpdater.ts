// A plain-Node Updater over the same generic feed electron-updater reads: its own GenericProvider
// (channel file name, latest-linux.yml parsing, file URLs) and builder-util-runtime's download
// with the sha512 check, with Node's http in place of Electron's net (the only Electron part).
import { request as httpRequest, type ClientRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { basename, join } from 'node:path';
import {
  CancellationToken,
  HttpExecutor,
  configureRequestOptions,
  configureRequestUrl,
  type DownloadOptions,
  type UpdateInfo,
} from 'builder-util-runtime';
import type { AppUpdater } from 'electron-updater';
import { GenericProvider } from 'electron-updater/out/providers/GenericProvider';
import type { ProviderRuntimeOptions } from 'electron-updater/out/providers/Provider';
import type { Updater } from '../../../main/desktop/updates';

class NodeHttpExecutor extends HttpExecutor<ClientRequest> {
  createRequest(options: RequestOptions, callback: (response: unknown) => void): ClientRequest {
    return (options.protocol === 'https:' ? httpsRequest : httpRequest)(options, callback);
  }

  /** ElectronHttpExecutor.download, on Node's http: the DigestTransform checks the sha512. */
  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions = { headers: options.headers ?? undefined };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      this.doDownload(
        requestOptions,
        {
          destination,
          options,
          onCancel,
          callback: (error) => (error ? reject(error) : resolve(destination)),
          responseHandler: null,
        },
        0,
      );
    });
  }
}

/** Numeric x.y.z comparison, a pre-release below its release (enough for the tests' feeds). */
export function isNewer(candidate: string, current: string): boolean {
  const parse = (v: string) => {
    const [core = '', pre] = v.split('-', 2);
    return { parts: core.split('.').map(Number), pre: pre ?? null };
  };
  const a = parse(candidate);
  const b = parse(current);
  for (let i = 0; i < 3; i++) {
    const diff = (a.parts[i] ?? 0) - (b.parts[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return a.pre === null && b.pre !== null;
}

export function nodeFeedUpdater(options: {
  feedUrl: string;
  currentVersion: string;
  downloadDir: string;
  onQuitAndInstall: (file: string) => void;
}): Updater {
  const executor = new NodeHttpExecutor();
  const updaterStub = { channel: null, isAddNoCacheQuery: false } as unknown as AppUpdater;
  const provider = new GenericProvider({ provider: 'generic', url: options.feedUrl }, updaterStub, {
    isUseMultipleRangeRequest: false,
    platform: 'linux',
    executor,
  } as unknown as ProviderRuntimeOptions);
  let offered: UpdateInfo | null = null;
  let downloaded: string | null = null;
  return {
    async check() {
      const info = await provider.getLatestVersion();
      offered = isNewer(info.version, options.currentVersion) ? info : null;
      return offered ? { version: offered.version } : null;
    },
    async download() {
      if (!offered) throw new Error('nothing to download');
      const [file] = provider.resolveFiles(offered);
      if (!file) throw new Error('no file in the feed');
      const destination = join(options.downloadDir, basename(file.url.pathname));
      downloaded = await executor.download(file.url, destination, {
        sha512: file.info.sha512,
        cancellationToken: new CancellationToken(),
      });
    },
    quitAndInstall() {
      if (downloaded) options.onQuitAndInstall(downloaded);
    },
  };
}
