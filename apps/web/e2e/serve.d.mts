/** A running server: its base URL and how to stop it. */
export interface Running {
  url: string;
  /** The API's DATA_DIR (its embedded database's folder), when this process started the API. */
  dataDir?: string;
  stop(): Promise<void>;
}
export declare const distDir: string;
export declare const journeyEnv: Record<string, string>;
export declare function freePort(): Promise<number>;
export declare function seededDataDir(): Promise<string>;
export declare function startApi(options?: { env?: Record<string, string> }): Promise<Running>;
export declare function startStatic(options: { apiUrl: string; root?: string; port?: number }): Promise<Running>;
export declare function startSite(options?: { env?: Record<string, string> }): Promise<Running>;
