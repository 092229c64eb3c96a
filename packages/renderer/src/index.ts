/**
 * The seam between the API host (apps/api) and the web app's server renderer (apps/web, built to
 * `dist/ssr/server.js`): what the host passes in and what it gets back. Both apps import these types, so a change on
 * one side that the other does not follow fails their typecheck instead of a page at run time.
 */

/** Given once, when the host loads the renderer. */
export interface RendererOptions {
  /** The web build (index.html, .vite/manifest.json). */
  dist: string;
  /** The site's public origin, for canonical addresses and link previews (`PUBLIC_URL`). */
  publicUrl: string;
}

/** One page asked for. */
export interface RenderRequest {
  /**
   * Path and query, in the one spelling the host keeps the page under: the host's page cache keeps one render per
   * address and viewer (`member`, `ageRange`), so a render reads nothing else of the visitor.
   */
  url: string;
  /**
   * Reaches the API's services in process (the host passes its own `inject`: the same validation, age rules and
   * handlers as over the network, and no request leaves the process).
   */
  fetch: typeof fetch;
  /** A member is signed in on the browser (its session cookie): the page hides the sign-in link. */
  member: boolean;
  /**
   * For a member, the active member's age range its browser named (the session cookie): the page is drawn with the
   * catalogue as that range sees it, which is what any visitor asking for that range is answered. Null: not named,
   * so the page is drawn without catalogue data and the browser reads the member's own.
   */
  ageRange: number | null;
}

/** A rendered page: the same for every request with the same address and viewer, so the host may keep it. */
export interface RenderedPage {
  /**
   * 200; 301 to a thing's canonical address (`location`); a 4xx for an address the site refuses (404 missing, 400
   * bad input, 429 over the visitor's budget); 503 when the API could not answer.
   */
  status: number;
  html: string;
  /** Where a 301 sends the browser (a path, escaped). */
  location?: string;
}

/** Renders one address; null: the browser renders it (the host answers with index.html). */
export type Render = (request: RenderRequest) => Promise<RenderedPage | null>;

/** What `dist/ssr/server.js` exports. */
export interface RendererModule {
  createRenderer(options: RendererOptions): Render;
}
