// The web-standard globals common/ may use because both of its hosts have them (browsers and
// Node): declared for common/tsconfig.json only, so that common/ compiles with neither the DOM's
// nor Node's types (issue 11: one tsconfig per layer). The renderer and main get the real ones.
declare class URLSearchParams {
  constructor(init?: string | Record<string, string>);
  get(name: string): string | null;
  has(name: string): boolean;
  set(name: string, value: string): void;
  delete(name: string): void;
  toString(): string;
}

declare class URL {
  constructor(url: string, base?: string | URL);
  static canParse(url: string, base?: string): boolean;
  href: string;
  readonly origin: string;
  protocol: string;
  username: string;
  password: string;
  host: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  readonly searchParams: URLSearchParams;
  hash: string;
  toString(): string;
}

/** A file handed over by the renderer (drag and drop, file chooser): what the contract reads of it. */
interface File {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}
