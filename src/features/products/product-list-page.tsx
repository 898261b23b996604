import { useState } from 'react';
import type { Category } from '../../../contract/catalog';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ListState } from '../../components/ui/list-state';
import { LoadError } from '../../components/ui/load-error';
import { PageHeading } from '../../components/ui/page-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { CARDS_BEFORE_FOLD, CardGrid } from '../../components/ui/summary-card';
import { PAGE_MEMORY_KEYS, recallNumber, rememberNumber } from '../../lib/page-memory';
import { usePaging } from '../../lib/use-paging';
import { useReturning } from '../../lib/use-returning';
import { useCategories, useProductList } from './api';
import { ProductCard } from './product-card';

const categoryButton =
  'block w-full rounded px-3 py-2 text-start text-sm text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand aria-pressed:bg-brand aria-pressed:font-semibold aria-pressed:text-white';

function CategoryFilter({
  categories,
  selected,
  onSelect,
}: {
  categories: Category[];
  selected: number | null;
  onSelect: (id: number | null) => void;
}) {
  const { LL } = useI18nContext();
  return (
    <nav aria-label={LL.products.categories()}>
      <ul className="space-y-1">
        <li>
          <button
            type="button"
            className={categoryButton}
            aria-pressed={selected === null}
            onClick={() => onSelect(null)}
          >
            {LL.products.allCategories()}
          </button>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className={categoryButton}
              aria-pressed={selected === category.id}
              onClick={() => onSelect(category.id)}
            >
              {category.name}
            </button>
            {category.children.length > 0 ? (
              <ul className="ms-3 space-y-1 border-s border-gray-200 ps-2">
                {category.children.map((child) => (
                  <li key={child.id}>
                    <button
                      type="button"
                      className={categoryButton}
                      aria-pressed={selected === child.id}
                      onClick={() => onSelect(child.id)}
                    >
                      {child.name}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The product list by category. The chosen category is remembered, and restored when the
 * visitor comes back from a product page.
 */
export function ProductListPage() {
  const { LL } = useI18nContext();
  const returning = useReturning();
  const [category, setCategory] = useState<number | null>(() =>
    returning ? recallNumber(PAGE_MEMORY_KEYS.productCategory) : null,
  );
  const paging = usePaging();
  const categories = useCategories();
  const products = useProductList({
    page: paging.page,
    limit: paging.pageSize,
    cate_id: category ?? undefined,
  });

  const select = (id: number | null) => {
    setCategory(id);
    rememberNumber(PAGE_MEMORY_KEYS.productCategory, id);
    paging.setPage(1);
  };

  return (
    <>
      <PageHeading title={LL.products.title()} />
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        {/*
          On narrow screens the categories sit above the products in a box of fixed height that
          scrolls: the products below do not move when the categories arrive.
        */}
        <div className="max-lg:h-44 max-lg:overflow-y-auto max-lg:rounded max-lg:border max-lg:border-gray-200 max-lg:p-1">
          {categories.isPending ? (
            <Skeleton rows={2} />
          ) : categories.isError ? (
            <LoadError onRetry={() => void categories.refetch()} />
          ) : (
            <CategoryFilter categories={categories.data} selected={category} onSelect={select} />
          )}
        </div>
        <section aria-labelledby="product-list-title">
          <h2 id="product-list-title" className="sr-only">
            {LL.products.listTitle()}
          </h2>
          <ListState
            query={products}
            paging={paging}
            pagerLabel={LL.products.pages()}
            empty={LL.lists.noData()}
            skeleton={{ rows: 6, variant: 'cards' }}
          >
            {(list) => (
              <CardGrid>
                {list.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard
                      product={product}
                      eager={index < CARDS_BEFORE_FOLD}
                      onNavigate={() => rememberNumber(PAGE_MEMORY_KEYS.productCategory, category)}
                    />
                  </li>
                ))}
              </CardGrid>
            )}
          </ListState>
        </section>
      </div>
    </>
  );
}
