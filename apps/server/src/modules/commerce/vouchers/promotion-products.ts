import type { ErrorCode } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/errors.js';
import type { HostProducts } from './host-products.js';
import { hasDuplicateRef, refKey, type ProductRef } from './promotion.js';

/** The products a voucher or discount names: each once (`duplicated` otherwise), and all the host's own. */
export async function requireOwnProducts(
  products: HostProducts,
  hostId: string,
  refs: readonly ProductRef[] | undefined,
  duplicated: ErrorCode,
  tx: DbOrTx,
): Promise<void> {
  if (!refs?.length) return;
  if (hasDuplicateRef(refs)) throw new AppError(duplicated);
  const mine = await products.ownedKeys(hostId, refs, tx);
  if (refs.some((p) => !mine.has(refKey(p)))) throw new AppError('INVALID_PRODUCT_ITEM');
}
