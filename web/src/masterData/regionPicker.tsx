// Region pickers (domain/regions, names in Chinese): a searchable multiple cascader for region codes
// (a province covers its cities and counties), and a free-text area field that suggests regions'
// full names as the user types. Both work as Form.Item children (value / onChange).
import { AutoComplete, Cascader } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  codesToPaths,
  pathLabel,
  pathsToCodes,
  type RegionOption,
  type RegionSuggestion,
  regionMatches,
  regionOptions,
  regionSuggestions,
} from './regionPickerModel.ts';

interface Props<T> {
  value?: T;
  onChange?: (value: T) => void;
  'data-testid'?: string;
}

const SEARCH = {
  filter: (input: string, path: RegionOption[]) => regionMatches(input, path),
  render: (_input: string, path: RegionOption[]) => `${pathLabel(path)} · ${path[path.length - 1]?.value}`,
  limit: 50,
};

/** Region codes (empty: any region), chosen in the province / city / county tree or by search. */
export function RegionCodesPicker({ value, onChange, ...rest }: Props<string[]>) {
  const { t } = useTranslation();
  return (
    <Cascader
      multiple
      showCheckedStrategy={Cascader.SHOW_PARENT}
      options={regionOptions()}
      value={codesToPaths(value ?? [])}
      onChange={(paths) => onChange?.(pathsToCodes(paths))}
      showSearch={SEARCH}
      maxTagCount="responsive"
      placeholder={t('masterData.region.codesPlaceholder')}
      notFoundContent={t('masterData.region.none')}
      style={{ width: '100%' }}
      data-testid={rest['data-testid']}
    />
  );
}

/** A place name as written (free text), with regions' full names offered as the user types. */
export function RegionNameInput({ value, onChange, ...rest }: Props<string>) {
  const { t } = useTranslation();
  const [found, setFound] = useState<RegionSuggestion[]>([]);
  return (
    <AutoComplete
      value={value}
      onChange={(text) => onChange?.(text ?? '')}
      onSearch={(text) => setFound(regionSuggestions(text))}
      options={found}
      allowClear
      placeholder={t('masterData.region.namePlaceholder')}
      data-testid={rest['data-testid']}
    />
  );
}
