// The filter bar of a report: scenic area (the caller's scope; none = all of them), local dates with
// quick ranges, checked with the server's query schema (span ≤ 1 year), and of ticket type, seller,
// source, payment method, zone and direction only those the report accepts. Searching hands the
// criteria up; resetting goes back to the last 30 days.
import { Button, DatePicker, Form, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASS_DIRECTIONS } from '../../../domain/gates/gateEvents.ts';
import { codeLabel } from '../../../domain/reports/reportLabels.ts';
import type { ReportFilter } from '../../../domain/reports/reportQuery.schema.ts';
import { ReportQuery } from '../../../domain/reports/reportQuery.schema.ts';
import { PAYMENT_METHODS, SALE_SOURCES } from '../../../domain/sales/saleCodes.ts';
import { zodRule } from '../forms/zodRule.ts';
import type { TodayOf } from '../masterData/areaToday.ts';
import { ScenicAreaSelect, useLang, ZoneSelect } from '../masterData/pickers.tsx';
import { useTicketTypes } from '../masterData/ticketTypePicker.tsx';
import {
  criteriaOf,
  initialFilterValues,
  QUICK_RANGES,
  quickRange,
  type ReportCriteria,
  type ReportFilterValues,
  rangeDates,
} from './reportQueryModel.ts';
import { useSellers } from './useSellers.ts';

type Option = { value: string | number; label: string };

const rangeRule = zodRule(ReportQuery, (value) => rangeDates(value as ReportFilterValues['range']));

function FilterSelect({ name, options }: { name: ReportFilter; options: Option[] }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name}>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ minWidth: 150 }}
        placeholder={t(`reports.filters.${name}`)}
        options={options}
        data-testid={`report-filter-${name}`}
      />
    </Form.Item>
  );
}

/** The options of each select filter (zones are a picker of their own). */
function useFilterOptions(area: number | undefined): Record<Exclude<ReportFilter, 'zoneID'>, Option[]> {
  const { t } = useTranslation();
  const lang = useLang();
  const ticketTypes = useTicketTypes();
  const sellers = useSellers();
  return {
    ticketTypeID: ticketTypes
      .filter((tt) => area === undefined || area === null || tt.scenicAreaID === area)
      .map((tt) => ({ value: tt.id, label: tt.ticketTypeName })),
    sellerID: [
      { value: 0, label: t('reports.filters.noSeller') },
      ...sellers.map((u) => ({ value: u.id, label: `${u.name} (${u.account})` })),
    ],
    source: SALE_SOURCES.map((s) => ({ value: s, label: codeLabel('source', s, lang) })),
    paymentMethod: PAYMENT_METHODS.map((m) => ({ value: m, label: codeLabel('paymentMethod', m, lang) })),
    direction: PASS_DIRECTIONS.map((d) => ({ value: d, label: t(`reports.filters.${d}`) })),
  };
}

export function ReportFilterBar(props: {
  filters: readonly ReportFilter[];
  /** The scenic areas' today: the first range ends on all of theirs, quick ranges on the chosen one's. */
  todayOf: TodayOf;
  onSearch: (criteria: ReportCriteria) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReportFilterValues>();
  const area = Form.useWatch('scenicAreaID', form) ?? undefined;
  const options = useFilterOptions(area);
  const today = props.todayOf(area);
  const search = (values: ReportFilterValues) => props.onSearch(criteriaOf(values));
  return (
    <Form<ReportFilterValues>
      form={form}
      layout="inline"
      initialValues={initialFilterValues(props.todayOf())}
      onFinish={search}
      style={{ rowGap: 8, marginBottom: 16 }}
      data-testid="report-filters"
    >
      <Form.Item name="scenicAreaID">
        <ScenicAreaSelect
          allowClear
          placeholder={t('reports.filters.scenicArea')}
          data-testid="report-filter-area"
        />
      </Form.Item>
      <Form.Item name="range" rules={[rangeRule]}>
        <DatePicker.RangePicker
          allowClear={false}
          placeholder={[t('reports.filters.from'), t('reports.filters.to')]}
          presets={QUICK_RANGES.map((r) => ({
            label: t(`reports.ranges.${r}`),
            value: quickRange(r, today),
          }))}
          data-testid="report-filter-range"
        />
      </Form.Item>
      {props.filters.map((name) =>
        name === 'zoneID' ? (
          <Form.Item key={name} name="zoneID">
            <ZoneSelect allowClear scenicAreaID={area} placeholder={t('reports.filters.zoneID')} />
          </Form.Item>
        ) : (
          <FilterSelect key={name} name={name} options={options[name]} />
        ),
      )}
      <Space>
        <Button type="primary" htmlType="submit" data-testid="report-search">
          {t('reports.filters.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            search(form.getFieldsValue());
          }}
          data-testid="report-reset"
        >
          {t('reports.filters.reset')}
        </Button>
      </Space>
    </Form>
  );
}
