import type { Config } from '../../../../config.js';

/** `config.payments`: the mode and each provider's credentials (see config.ts). */
export type PaymentsConfig = Config['payments'];

export interface ProviderOptions {
  /** Where buyers reach this server (sandbox pages, IPN URLs sent to MoMo). */
  publicUrl: string;
  /** Live API calls go through it (tests replace it). */
  fetch?: typeof fetch;
  now?: () => Date;
}
