import { ProductItemRef } from '@market/contract';
import { matchPath } from 'react-router';
import { affiliatesApi, type AffiliateVisitBody } from './api';

/** The product a landing page shows, when it is one the tracking call can name. */
function landingProduct(pathname: string): Pick<AffiliateVisitBody, 'productItemType' | 'productItemId'> {
  const id = matchPath('/calendars/:id', pathname)?.params.id;
  return id && ProductItemRef.shape.productItemId.safeParse(id).success ? { productItemType: 'CALENDAR', productItemId: id } : {};
}

/** Tells the server a visitor landed on `pathname` with an affiliate code; a failure is ignored. */
export function reportLanding(code: string, pathname: string): Promise<void> {
  return affiliatesApi.track({ code, landingPath: pathname, ...landingProduct(pathname) }).then(
    () => undefined,
    () => undefined,
  );
}
