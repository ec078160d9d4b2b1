// The users a report's seller filter offers (GET /api/user, the caller's scope); none when the caller
// may not list users (the filter then offers only "no seller").
import { useEffect, useState } from 'react';
import type { UserRow } from '../../../domain/users/user.schema.ts';
import { allRows } from '../masterData/masterDataApi.ts';

export type SellerOption = Pick<UserRow, 'id' | 'account' | 'name'>;

export function useSellers(): SellerOption[] {
  const [rows, setRows] = useState<SellerOption[]>([]);
  useEffect(() => {
    let live = true;
    allRows<UserRow>('user')
      .then((users) => live && setRows(users))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, []);
  return rows;
}
