import type { FastifyInstance } from 'fastify';
import {
  centsToDollars,
  MESSAGES,
  type TAdminUser,
  type TAdminUserDetail,
  type TAuditAction,
  type TConsolePage,
  type TRole,
} from '@curio/shared';
import { changedFields, recordAudit, type AuditActor } from '#api/lib/audit.ts';
import { toConsolePage } from '#api/lib/console-list.ts';
import { conflict, notFound } from '#api/lib/http-errors.ts';
import { createOrderRepository, orderReference } from '#api/modules/commerce/index.ts';
import { createStaffRepository, type AdminUserListQuery, type AdminUserRow } from './console-repository.ts';

const M = MESSAGES.staff;

export const toAdminUser = (row: AdminUserRow): TAdminUser => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  disabled: row.disabledAt !== null,
  orderCount: row.orderCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What an account looks like to the admin rule: an admin who can still sign in. */
const isEnabledAdmin = (user: { role: TRole; disabled: boolean }) => user.role === 'admin' && !user.disabled;

/** Learners and staff (admin only): search, a user's orders, role changes, disable and enable. */
export function createStaffService(app: FastifyInstance) {
  const repo = createStaffRepository(app.db);
  const orderRepo = createOrderRepository(app.db);

  /**
   * One audited change of an account, in one transaction with its audit row. The rules: the caller's version
   * must be current (409 otherwise, nothing changed), and the change must leave an enabled admin.
   */
  async function changeAccount(
    actor: AuditActor,
    id: string,
    change: { role?: TRole; disabled?: boolean; version: string; action: TAuditAction },
  ): Promise<TAdminUser> {
    return app.db.transaction(async (tx) => {
      const enabledAdmins = await repo.lockEnabledAdmins(tx);
      const row = await repo.findById(id, tx);
      if (!row) throw notFound(M.userNotFound);
      const before = { role: row.role, disabled: row.disabledAt !== null };
      const after = { role: change.role ?? before.role, disabled: change.disabled ?? before.disabled };
      const isLastAdmin = enabledAdmins.length === 1 && enabledAdmins[0] === id;
      if (isLastAdmin && isEnabledAdmin(before) && !isEnabledAdmin(after)) throw conflict(M.lastAdmin);

      const disabledAt =
        after.disabled === before.disabled ? row.disabledAt : after.disabled ? new Date() : null;
      // Disabling revokes the account's tokens, so enabling it later does not bring old sessions back.
      const revokeTokens = after.disabled && !before.disabled;
      if (!(await repo.update(id, { role: after.role, disabledAt, revokeTokens }, change.version, tx)))
        throw conflict(MESSAGES.admin.staleEdit);
      const changed = changedFields(before, after);
      if (Object.keys(changed.after).length > 0)
        await recordAudit(tx, actor, { action: change.action, entity: 'user', entityId: id, ...changed });
      const updated = await repo.findById(id, tx);
      if (!updated) throw notFound(M.userNotFound);
      return toAdminUser(updated);
    });
  }

  return {
    list: async (query: AdminUserListQuery): Promise<TConsolePage<TAdminUser>> =>
      toConsolePage(await repo.list(query), query, toAdminUser),

    async get(id: string): Promise<TAdminUserDetail> {
      const row = await repo.findById(id);
      if (!row) throw notFound(M.userNotFound);
      const history = await orderRepo.listByUser(id);
      return {
        ...toAdminUser(row),
        orders: history.map(({ order }) => ({
          _id: order.id,
          reference: orderReference(order.id),
          status: order.status,
          amount: centsToDollars(order.amountCents),
          createdAt: order.createdAt.toISOString(),
        })),
      };
    },

    /** Applies on the account's next request, whatever its token says (authenticate reads the role). */
    changeRole: (actor: AuditActor, id: string, { role, version }: { role: TRole; version: string }) =>
      changeAccount(actor, id, { role, version, action: 'role' }),

    /**
     * A disabled account's tokens stop working at once (authenticate reads disabledAt); no one disables
     * themselves.
     */
    async setDisabled(
      actor: AuditActor,
      id: string,
      { disabled, version }: { disabled: boolean; version: string },
    ) {
      if (disabled && id === actor.id) throw conflict(M.cannotDisableSelf);
      return changeAccount(actor, id, { disabled, version, action: disabled ? 'disable' : 'enable' });
    },
  };
}
