// A paged list of an agency call (`GET /api/<path>?pageItems&pageNumber&<filter>` → [rows, total]),
// loaded again when the filter or the page changes; a failure is told once.
import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Query } from '../api/http.ts';
import { failureText, listRows } from '../masterData/masterDataApi.ts';

/**
 * `awaiting`: a row just written that the list (a read model, following the events a moment later)
 * may not show yet: the list is read again, a few times, until it does.
 */
const RETRIES = 10;
const RETRY_MS = 500;

export function usePagedRows<Row>(path: string, filter: Query, awaiting?: (rows: Row[]) => boolean) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const key = JSON.stringify(filter);
  // A new filter starts again on page 1.
  const [paging, setPage] = useState({ key, current: 1, pageSize: 20 });
  const page = { current: paging.key === key ? paging.current : 1, pageSize: paging.pageSize };
  const [data, setData] = useState<[Row[], number]>([[], 0]);
  const [loading, setLoading] = useState(false);
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(
        await listRows<Row>(path, { ...JSON.parse(key), pageItems: page.pageSize, pageNumber: page.current }),
      );
    } catch (err) {
      void message.error(failureText(err, t('agencies.common.loadFailed')), 5);
    } finally {
      setLoading(false);
    }
  }, [path, key, page.current, page.pageSize, message, t]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const [tries, setTries] = useState(0);
  const waiting = awaiting !== undefined && !loading && !awaiting(data[0]) && tries < RETRIES;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setTries((n) => n + 1);
      void reload();
    }, RETRY_MS);
    return () => clearTimeout(timer);
  }, [waiting, reload]);
  return {
    rows: data[0],
    loading,
    reload,
    pagination: {
      ...page,
      total: data[1],
      showSizeChanger: true,
      showTotal: (total: number) => t('agencies.common.total', { total }),
      onChange: (current: number, pageSize: number) => setPage({ key, current, pageSize }),
    },
  };
}
