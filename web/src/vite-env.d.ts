/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Overrides the API base, e.g. when the API is served from another origin. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
