import type { ComponentType } from 'react';

/** Pages are loaded on first visit; shells, guards and status pages ship with the first bundle. */
export const page =
  <K extends string, T extends Record<K, ComponentType>>(load: () => Promise<T>, name: K) =>
  async () => ({ Component: (await load())[name] });
