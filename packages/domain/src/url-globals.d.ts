/**
 * The WHATWG URL classes, globals of both runtimes the domain runs in (browsers and Node). Declared
 * here, only as far as the domain uses them, because it compiles without the DOM's or Node's types.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

declare class URLSearchParams {
  constructor(init?: Record<string, string>);
  toString(): string;
}
