import {
  countText,
  IDEMPOTENCY_KEY_HEADER,
  type TCart,
  type TMyReview,
  type TNotification,
  type TOrder,
  type TOrderRequest,
  type TCourseOwnership,
  type TOwnedCourse,
  type TSavedAddress,
  type TWishlist,
} from '@curio/shared';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError, api, apiRequest } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';

/**
 * The learner's cart, wishlist, orders, saved address, own reviews and notifications, in one place so the nav
 * badge, the pages and the course buttons read and write the same cache entries. Every query here needs a
 * token: it only runs for a signed-in user (anonymous visitors send no request). Logout clears the cache.
 */
export const commerceKeys = {
  cart: ['cart'] as const,
  wishlist: ['wishlist'] as const,
  orders: ['orders'] as const,
  savedAddress: ['user', 'address'] as const,
  myReviews: ['user', 'reviews'] as const,
  notifications: ['notifications'] as const,
  /** The courses the learner has ordered: 'Enrolled' or 'Awaiting payment' instead of Add to Cart. */
  enrolled: ['enrolled'] as const,
};

export const EMPTY_CART: TCart = { courses: [], itemCount: 0, total: 0 };

// ---- Reads
// -------------------------------------------------------------------------------------------------

export const getCart = (signal?: AbortSignal) => api.get<TCart>('/cart/get-cart', signal);
export const getWishlist = (signal?: AbortSignal) => api.get<TWishlist>('/wishlist', signal);
export const getOrders = (signal?: AbortSignal) => api.get<TOrder[]>('/booking', signal);
export const getSavedAddress = (signal?: AbortSignal) => api.get<TSavedAddress>('/user/address', signal);
export const getMyReviews = (signal?: AbortSignal) => api.get<TMyReview[]>('/user/reviews', signal);
export const getNotifications = (signal?: AbortSignal) =>
  api.get<TNotification[]>('/notification/user', signal);
export const getOwnedCourses = (signal?: AbortSignal) => api.get<TOwnedCourse[]>('/booking/enrolled', signal);

export const cartQueryOptions = () =>
  queryOptions({ queryKey: commerceKeys.cart, queryFn: ({ signal }) => getCart(signal) });
export const wishlistQueryOptions = () =>
  queryOptions({ queryKey: commerceKeys.wishlist, queryFn: ({ signal }) => getWishlist(signal) });
export const ordersQueryOptions = () =>
  queryOptions({ queryKey: commerceKeys.orders, queryFn: ({ signal }) => getOrders(signal) });
export const savedAddressQueryOptions = () =>
  queryOptions({ queryKey: commerceKeys.savedAddress, queryFn: ({ signal }) => getSavedAddress(signal) });
export const myReviewsQueryOptions = () =>
  queryOptions({ queryKey: commerceKeys.myReviews, queryFn: ({ signal }) => getMyReviews(signal) });
export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: commerceKeys.notifications, queryFn: ({ signal }) => getNotifications(signal) });
export const ownedCoursesQueryOptions = () =>
  queryOptions({ queryKey: commerceKeys.enrolled, queryFn: ({ signal }) => getOwnedCourses(signal) });

// Signed-in reads: for an anonymous visitor each query stays idle and sends nothing.
export const useCart = () => useQuery({ ...cartQueryOptions(), enabled: useSession().isLoggedIn });
export const useWishlist = () => useQuery({ ...wishlistQueryOptions(), enabled: useSession().isLoggedIn });
export const useOrders = () => useQuery({ ...ordersQueryOptions(), enabled: useSession().isLoggedIn });
export const useSavedAddress = () =>
  useQuery({ ...savedAddressQueryOptions(), enabled: useSession().isLoggedIn });
export const useMyReviews = () => useQuery({ ...myReviewsQueryOptions(), enabled: useSession().isLoggedIn });
export const useNotifications = () =>
  useQuery({ ...notificationsQueryOptions(), enabled: useSession().isLoggedIn });
export const useOwnedCourses = () =>
  useQuery({ ...ownedCoursesQueryOptions(), enabled: useSession().isLoggedIn });

/**
 * What a signed-in learner already has of a course: ordered (in an order that is not cancelled: 'enrolled',
 * or 'awaiting-payment' while the order is pending) and saved in the wishlist. Neither for an anonymous
 * visitor and while the lists load (the buttons then offer the adds).
 */
export function useCourseOwnership() {
  const owned = useOwnedCourses();
  const wishlist = useWishlist();
  return {
    ownershipOf: (courseId: string): TCourseOwnership | null =>
      owned.data?.find((course) => course.courseId === courseId)?.state ?? null,
    isInWishlist: (courseId: string) =>
      wishlist.data?.courses.some((course) => course._id === courseId) ?? false,
  };
}

// ---- Cart and wishlist writes: each answers with the whole cart or wishlist, which replaces the cached one
// ----

/**
 * Puts a write's reply, the whole cart or wishlist, in the cache (nav badge, cart page, checkout), or
 * refetches when the reply had none. A read of it still in flight was answered before the write: it is
 * cancelled first, or its older copy would land over the reply (after a login, the badge's first read of the
 * cart and the add the login finishes go out together).
 */
async function storeWhole(
  queryClient: QueryClient,
  queryKey: QueryKey,
  whole: { courses?: unknown } | null | undefined,
) {
  if (!whole?.courses) return queryClient.invalidateQueries({ queryKey });
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData(queryKey, whole);
}

export const storeCart = (queryClient: QueryClient, cart: TCart | null | undefined) =>
  storeWhole(queryClient, commerceKeys.cart, cart);

export const storeWishlist = (queryClient: QueryClient, wishlist: TWishlist | null | undefined) =>
  storeWhole(queryClient, commerceKeys.wishlist, wishlist);

export const updateCartQuantity = (courseId: string, quantity: number) =>
  api.post<TCart>('/cart/update-quantity', { courseId, quantity });
export const removeFromCart = (courseId: string) => api.post<TCart>('/cart/remove-from-cart', { courseId });
export const removeFromWishlist = (courseId: string) => api.post<TWishlist>('/wishlist/remove', { courseId });
export const moveToCart = (courseId: string) => api.post<TCart>('/wishlist/move-to-cart', { courseId });

export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, quantity }: { courseId: string; quantity: number }) =>
      updateCartQuantity(courseId, quantity),
    onSuccess: (cart) => storeCart(queryClient, cart),
  });
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeFromCart, onSuccess: (cart) => storeCart(queryClient, cart) });
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: (wishlist) => storeWishlist(queryClient, wishlist),
  });
}

/**
 * docs/product.md#pages: the course leaves the wishlist, the list reloads, and the cart (and its badge) gains
 * it.
 */
export function useMoveToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveToCart,
    // 409 'already enrolled' (bought in another tab): the item turns to 'Enrolled'.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: commerceKeys.enrolled });
    },
    onSuccess: async (cart, courseId) => {
      await storeCart(queryClient, cart);
      queryClient.setQueryData<TWishlist>(commerceKeys.wishlist, (old) =>
        old ? { courses: old.courses.filter((course) => course._id !== courseId) } : old,
      );
      await queryClient.invalidateQueries({ queryKey: commerceKeys.wishlist });
    },
  });
}

// ---- Orders
// ------------------------------------------------------------------------------------------------

export type TPlaceOrder = { body: TOrderRequest; idempotencyKey: string };

/**
 * POST /api/booking/create with the attempt's Idempotency-Key, so a retry returns the first order
 * (docs/product.md#api).
 */
export const placeOrder = async ({ body, idempotencyKey }: TPlaceOrder) =>
  (
    await apiRequest<TOrder>('/booking/create', {
      method: 'POST',
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    })
  ).data;

/**
 * A placed order empties the cart, adds to the history, enrols the learner in its courses (their buttons turn
 * to 'Enrolled'), may save the address and adds a notification.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: async () => {
      await storeCart(queryClient, EMPTY_CART);
      await Promise.all(
        [
          commerceKeys.orders,
          commerceKeys.enrolled,
          commerceKeys.savedAddress,
          commerceKeys.notifications,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

/** 'n items' with the right plural. */
export const itemCountText = (count: number) => countText(count, 'item');
