import { MESSAGES } from '@curio/shared';
import { useOrders } from '#web/api/commerce.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { BrowseCoursesLink } from './browse-courses-link.tsx';
import { OrdersTable } from './orders-table.tsx';
import { ProfileSection } from './profile-section.tsx';

/**
 * Profile → Order History (docs/product.md#pages): the learner's orders as a table, or 'No orders found.'.
 */
export function OrderHistoryTab() {
  const orders = useOrders();
  return (
    <ProfileSection title="Order History" intro="Every order you have placed and where it stands.">
      <QueryState
        query={orders}
        loadingLabel="Loading your orders…"
        empty={
          <>
            {MESSAGES.order.none} <BrowseCoursesLink />
          </>
        }
      >
        {(data) => <OrdersTable orders={data} />}
      </QueryState>
    </ProfileSection>
  );
}
