import type { TCart } from '@curio/shared';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { commerceKeys, storeCart } from './commerce.ts';

/** A read whose answer the test releases by hand: one sent before a write committed, answered after it. */
function aSlowRead<T>() {
  let answer: (value: T) => void = () => undefined;
  const reply = new Promise<T>((resolve) => {
    answer = resolve;
  });
  return { reply, answer };
}

const EMPTY: TCart = { courses: [], itemCount: 0, total: 0 };
const WITH_ONE: TCart = {
  courses: [
    {
      course: {
        _id: '5f0c7d9e-1b2a-4c3d-8e4f-5a6b7c8d9e0f',
        name: 'React from the Ground Up',
        slug: 'react-from-the-ground-up',
        price: 89.99,
        images: [],
        duration: '6 weeks',
      },
      quantity: 1,
    },
  ],
  itemCount: 1,
  total: 89.99,
};

describe('storeCart', () => {
  it("keeps a write's cart when a read sent before the write answers after it", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const read = aSlowRead<TCart>();
    const fetching = queryClient.fetchQuery({ queryKey: commerceKeys.cart, queryFn: () => read.reply });

    await storeCart(queryClient, WITH_ONE);
    read.answer(EMPTY);
    await fetching.catch(() => undefined);

    expect(queryClient.getQueryData(commerceKeys.cart)).toEqual(WITH_ONE);
  });

  it('reads the cart again when the reply carried none', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(commerceKeys.cart, EMPTY);
    let reads = 0;
    // The nav badge: an observer of the cart, its copy fresh until told otherwise.
    const badge = new QueryObserver(queryClient, {
      queryKey: commerceKeys.cart,
      queryFn: () => {
        reads += 1;
        return Promise.resolve(WITH_ONE);
      },
      staleTime: Infinity,
    });
    const stop = badge.subscribe(() => undefined);

    await storeCart(queryClient, null);
    stop();

    expect(reads).toBe(1);
    expect(queryClient.getQueryData(commerceKeys.cart)).toEqual(WITH_ONE);
  });
});
