import { Package } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageStates } from '../../app/pages/PageStates';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { useBuyLines } from '../cart/use-buy-lines';
import { priceText } from '../events/event-price';
import { RichText } from '../events/EventSections';
import { HostAvatar } from '../profiles/HostAvatar';
import { SaveButton } from '../saved/SaveButton';
import { useCombo } from './api';
import { ReviewsSection } from '../reviews/ReviewsSection';

const t = m.combos;

/** `/combos/:slug`: what a combo holds and its price; bought like any product (one line, every item inside). */
export function ComboPage() {
  const { slug = '' } = useParams();
  const query = useCombo(slug);
  const buy = useBuyLines();
  usePageTitle(query.data?.title ?? t.title);

  if (!query.isSuccess)
    return (
      <PageStates
        query={query}
        icon={<Package />}
        notFound={{ title: t.notFoundTitle, body: t.notFoundBody }}
        back={{ to: '/combos', label: t.backToCombos }}
      />
    );
  const combo = query.data;
  const line = [{ productItemType: 'COMBO' as const, productItemId: combo.id, quantity: 1 }];
  const saving = combo.itemsValue - combo.price;
  // The server refuses a combo holding a course or ebook the buyer owns (COMBO_ITEM_ALREADY_OWNED); say so before they try.
  const owned = combo.items.filter((item) => item.owned);
  // And one holding a member-only tier to non-members (MEMBERSHIP_REQUIRED): name the plans before they try.
  const memberPlans = [...new Map(combo.items.flatMap((item) => item.memberPlans ?? []).map((plan) => [plan.id, plan])).values()];

  return (
    <article className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-8 sm:px-6 sm:py-12 md:grid-cols-[minmax(0,1fr)_320px] md:grid-rows-[auto_1fr]">
      {/* On a phone the price and the buttons come right after what the combo holds, before its story. */}
      <div className="min-w-0 md:col-start-1">
        <h1 className="text-2xl font-semibold tracking-tight text-balance text-ink sm:text-3xl">{combo.title}</h1>
        <Link to={`/hosts/${combo.host.username ?? combo.host.id}`} className="mt-3 inline-flex items-center gap-2 text-sm text-ink-soft hover:text-brand-700">
          <HostAvatar name={combo.host.fullName} src={combo.host.avatar} className="size-8 text-xs" />
          {combo.host.fullName}
        </Link>
        <SaveButton type="COMBO" id={combo.id} look="button" className="mt-4" />
        <section className="mt-6" aria-labelledby="combo-items">
          <h2 id="combo-items" className="text-lg font-semibold text-ink">
            {t.includes} ({t.itemCount(combo.items.length)})
          </h2>
          <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-surface">
            {combo.items.map((item) => (
              <li key={item.productItemId} className="flex items-center gap-3 p-3 sm:p-4" data-testid="combo-item">
                <div className="size-14 shrink-0 overflow-hidden rounded-xl bg-brand-50">
                  {item.image ? <img src={item.image} alt="" loading="lazy" className="size-full object-cover" /> : null}
                </div>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-ink">
                    {item.link ? (
                      <Link to={item.link} className="hover:text-brand-700">
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                  </p>
                  <p className="truncate text-sm text-muted">
                    {[item.subtitle, item.quantity > 1 ? t.quantity(item.quantity) : null].filter(Boolean).join(' · ')}
                  </p>
                  {!item.onSale ? <p className="text-sm text-warning-700">{t.itemUnavailable}</p> : null}
                  {item.owned ? <p className="text-sm font-medium text-success-700">{t.ownedBadge}</p> : null}
                  {item.memberPlans?.length ? (
                    <Badge tone="brand" className="mt-1">
                      {t.memberBadge}
                    </Badge>
                  ) : null}
                </div>
                <p className="shrink-0 text-sm text-muted">{priceText(item.unitPrice * item.quantity)}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <aside className="h-fit rounded-2xl border border-line bg-surface p-5 shadow-card md:sticky md:top-24 md:col-start-2 md:row-span-2 md:row-start-1">
        <p className="text-2xl font-semibold text-ink">{priceText(combo.price)}</p>
        {saving > 0 ? (
          <p className="mt-1 text-sm text-muted">
            {t.itemsValue} <s>{priceText(combo.itemsValue)}</s> · <span className="font-medium text-success-700">{t.save(priceText(saving))}</span>
          </p>
        ) : null}
        {combo.available !== null && combo.available > 0 ? <p className="mt-2 text-sm text-muted">{t.left(combo.available)}</p> : null}
        {memberPlans.length ? (
          <p className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-ink" data-testid="combo-member-only">
            {t.memberOnly(memberPlans.map((plan) => `“${plan.name}”`).join(', '))}{' '}
            <Link to="/memberships" className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {t.memberSubscribe}
            </Link>
          </p>
        ) : null}
        {owned.length ? (
          <p className="mt-4 rounded-lg bg-warning-50 px-3 py-2 text-sm text-warning-700" role="status" data-testid="combo-owned">
            {t.owned(owned.map((item) => `“${item.title}”`).join(', '))}
          </p>
        ) : combo.onSale ? (
          <div className="mt-4 grid gap-2">
            <Button onClick={() => buy.buyNow(line)}>{t.buyNow}</Button>
            <Button variant="secondary" onClick={() => buy.addToCart(line)} disabled={buy.adding}>
              {t.addToCart}
            </Button>
          </div>
        ) : (
          <p className="mt-4 text-sm text-warning-700" role="status">
            {t.soldOut}
          </p>
        )}
      </aside>
      {combo.description?.trim() ? (
        <section className="min-w-0 border-t border-line pt-6 md:col-start-1">
          <h2 className="text-lg font-semibold text-ink">{t.about}</h2>
          <div className="mt-3">
            <RichText text={combo.description} />
          </div>
        </section>
      ) : null}
      <div className="min-w-0 md:col-start-1">
        <ReviewsSection subject={{ subjectType: 'COMBO', subjectId: combo.id }} audience="buyers" />
      </div>
    </article>
  );
}
