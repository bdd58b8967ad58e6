/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** When set, JSON request bodies are encrypted and encrypted string answers decrypted (spec 9). */
  readonly VITE_API_ENCRYPTION_SECRET?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
