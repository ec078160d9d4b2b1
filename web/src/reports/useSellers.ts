// The users a report's seller filter offers (GET /api/user, the caller's scope); none when the caller
// may not list users (the filter then offers only "no seller").
import type { UserRow } from '../../../domain/users/user.schema.ts';
import { useAllRows } from '../masterData/useAllRows.ts';

export type SellerOption = Pick<UserRow, 'id' | 'account' | 'name'>;

export function useSellers(): SellerOption[] {
  return useAllRows<SellerOption>('user') ?? [];
}
